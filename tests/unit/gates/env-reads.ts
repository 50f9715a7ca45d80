/**
 * The environment variables a set of files reads, for the configuration gate
 * (env-documented.test.ts). A variable is read through a value of type NodeJS.ProcessEnv, whatever
 * its name: `process.env.X`, a parameter `env.X` (`stripeSettings(env = process.env)`), an option
 * `options.env.X`, `env['X']`, `const { X, Y: y } = process.env`, `import { env } from
 * 'node:process'`. TypeScript's checker tells that type, each file on its own (imports are not
 * followed, which keeps the gate to a second or two): a value typed in the file itself, or left to
 * inference from `process.env`, is followed; so `process.env` handed to a slot of another type in
 * the same file (`env: Record<string, string> = process.env`) is an error here, as is a read with a
 * name the gate cannot know (`env[name]`, `...rest`), unless the file is one of the helpers that
 * say which names their callers pass.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

/** Only what the gate needs of Node's types, so that no import has to be followed. */
const NODE_STUB = `
declare namespace NodeJS { interface ProcessEnv { [key: string]: string | undefined } }
declare var process: { env: NodeJS.ProcessEnv }
declare module 'node:process' { const process: { env: NodeJS.ProcessEnv }; export const env: NodeJS.ProcessEnv; export default process }
declare module 'process' { const process: { env: NodeJS.ProcessEnv }; export const env: NodeJS.ProcessEnv; export default process }
`

/** The language's type files, parsed once for every call. */
const libraries = new Map<string, ts.SourceFile>()

export interface EnvReads {
  /** Each name read, with the first file that reads it. */
  names: Map<string, string>
  /** Reads the gate cannot name, as `file: code`, outside the helpers listed. */
  unknown: string[]
}

/**
 * `helpers` maps a file that reads names its callers pass (`process.env[name]`) to a pattern whose
 * first group is such a name in a call; the pattern is applied to every file.
 */
export function envReads(root: string, files: string[], helpers: Record<string, RegExp> = {}): EnvReads {
  // A file without the word `env` reads no variable (a helper's callers are found by its pattern).
  const texts = new Map(files.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]))
  const candidates = files.filter((file) => /\benv\b|ProcessEnv/.test(texts.get(file)!))
  const stub = path.join(root, '__node_env_stub__.d.ts')
  const options: ts.CompilerOptions = {
    noEmit: true,
    noResolve: true,
    // The language's own types (Record, Object.keys…): a slot's type is then read as written.
    lib: ['lib.es2022.d.ts'],
    types: [],
    strict: true,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.Preserve,
    allowJs: true,
  }
  const host = ts.createCompilerHost(options)
  const readSource = host.getSourceFile.bind(host)
  host.getSourceFile = (name, language, ...rest) =>
    name === stub
      ? ts.createSourceFile(name, NODE_STUB, language)
      : name.startsWith(root) && texts.has(path.relative(root, name))
        ? ts.createSourceFile(name, texts.get(path.relative(root, name))!, language, true)
        : (libraries.get(name) ?? libraries.set(name, readSource(name, language, ...rest)!).get(name))
  const program = ts.createProgram([stub, ...candidates.map((file) => path.join(root, file))], options, host)
  const checker = program.getTypeChecker()

  const isEnvType = (type: ts.Type): boolean => {
    const plain = checker.getNonNullableType(type)
    if (plain.isUnion()) return plain.types.some(isEnvType)
    return (plain.aliasSymbol ?? plain.getSymbol())?.getName() === 'ProcessEnv'
  }
  const isEnv = (node: ts.Node) => isEnvType(checker.getTypeAtLocation(node))
  /** The expression a cast, parentheses or `!` wrap: `(process.env as Record<…>).X` reads X. */
  const unwrapped = (node: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isTypeAssertionExpression(node)
      ? unwrapped(node.expression)
      : node
  const readsFrom = (receiver: ts.Expression) => isEnv(receiver) || isEnv(unwrapped(receiver))
  const isProcessEnv = (node: ts.Node) =>
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'env' &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'process'
  /** `node` with the casts, parentheses and `!` around it. */
  const wrapped = (node: ts.Expression): ts.Expression => {
    const parent = node.parent
    const wraps =
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      ts.isNonNullExpression(parent) ||
      ts.isTypeAssertionExpression(parent)
    return wraps && parent.expression === node ? wrapped(parent) : node
  }

  /**
   * Where `process.env` goes, when it is not read there and then: a copy (`{ ...process.env }`,
   * for a child) or a destructuring (read above) is fine, and so is a slot of its own type; a
   * slot of another type (a cast, a parameter typed `Record<…>`, `Object.keys(…)`) hides what is
   * read from it. A slot of no known type (a call into another file: imports are not followed)
   * is that file's own business.
   */
  const handedOn = (node: ts.Expression): string | undefined => {
    const outer = wrapped(node)
    const parent = outer.parent
    if ((ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === outer)
      return undefined
    if (ts.isSpreadAssignment(parent) || ts.isSpreadElement(parent)) return undefined
    if (
      (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isBindingElement(parent)) &&
      parent.initializer === outer &&
      !ts.isIdentifier(parent.name)
    )
      return undefined
    const slot = outer === node ? checker.getContextualType(node) : checker.getTypeAtLocation(outer)
    if (!slot || slot.flags & ts.TypeFlags.Any || isEnvType(slot)) return undefined
    return checker.typeToString(slot)
  }

  const names = new Map<string, string>()
  const unknown: string[] = []
  const read = (name: string, file: string) => {
    if (!names.has(name)) names.set(name, file)
  }
  for (const file of candidates) {
    const source = program.getSourceFile(path.join(root, file))!
    const cannotName = (what: string) => {
      if (!(file in helpers)) unknown.push(`${file}: ${what}`)
    }
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAccessExpression(node) && readsFrom(node.expression)) read(node.name.text, file)
      else if (ts.isElementAccessExpression(node) && readsFrom(node.expression)) {
        if (ts.isStringLiteralLike(node.argumentExpression)) read(node.argumentExpression.text, file)
        else cannotName(node.getText(source))
      } else if (ts.isObjectBindingPattern(node) && isEnv(node)) {
        for (const element of node.elements) {
          const key = element.propertyName ?? element.name
          if (element.dotDotDotToken || !(ts.isIdentifier(key) || ts.isStringLiteralLike(key)))
            cannotName(element.getText(source))
          else read(key.text, file)
        }
      } else if (isProcessEnv(node)) {
        const slot = handedOn(node as ts.Expression)
        if (slot) cannotName(`process.env handed on as ${slot}`)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  for (const pattern of Object.values(helpers))
    for (const [file, text] of texts) for (const [, name] of text.matchAll(pattern)) read(name!, file)
  return { names, unknown }
}
