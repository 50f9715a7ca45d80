/**
 * Minimal builder of Lexical editor state for seeded blog posts: headings, paragraphs, bullet
 * lists and quotes, with **bold** spans. Enough for editorial copy; editors take it from there.
 */
type Block = { h2: string } | { h3: string } | { p: string } | { ul: string[] } | { quote: string }

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

function inline(text: string) {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return {
        type: 'text',
        text: bold ? part.slice(2, -2) : part,
        format: bold ? 1 : 0,
        detail: 0,
        mode: 'normal',
        style: '',
        version: 1,
      }
    })
}

function node(block: Block) {
  if ('h2' in block) return { ...base, type: 'heading', tag: 'h2', children: inline(block.h2) }
  if ('h3' in block) return { ...base, type: 'heading', tag: 'h3', children: inline(block.h3) }
  if ('quote' in block) return { ...base, type: 'quote', children: inline(block.quote) }
  if ('ul' in block)
    return {
      ...base,
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      children: block.ul.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: inline(item) })),
    }
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(block.p) }
}

export function richText(blocks: Block[]) {
  return { root: { ...base, type: 'root', children: blocks.map(node) } }
}
