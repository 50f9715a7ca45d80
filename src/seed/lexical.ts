/**
 * Minimal builder of Lexical editor state for seeded posts and contract templates: headings,
 * paragraphs, bullet and numbered lists and quotes, with **bold** spans. Enough for editorial
 * copy; editors take it from there.
 */
type Block = { h2: string } | { h3: string } | { p: string } | { ul: string[] } | { ol: string[] } | { quote: string }

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
  if ('ul' in block || 'ol' in block) {
    const items = 'ul' in block ? block.ul : block.ol
    return {
      ...base,
      type: 'list',
      listType: 'ul' in block ? 'bullet' : 'number',
      tag: 'ul' in block ? 'ul' : 'ol',
      start: 1,
      children: items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: inline(item) })),
    }
  }
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(block.p) }
}

export function richText(blocks: Block[]) {
  return { root: { ...base, type: 'root', children: blocks.map(node) } }
}
