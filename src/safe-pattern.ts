// Whether a regular expression of laws/corpus.json can backtrack without bound. JavaScript runs a
// regular expression by backtracking: `^(a+)+$` tries every way to split a run of `a` before it
// gives up, which takes hours on a line of 40 characters. src/corpus-config.ts refuses such a
// pattern at its place in the file, so none runs on a source.
//
// Two analyses, both static and deterministic (no clock, no sample run):
// - scslre (the analysis of eslint-plugin-regexp) finds quantifiers that trade characters with each
//   other or with themselves (`a*a*`, `(a+)+`, `(\w+\s?)*`), and unanchored quantifiers that the
//   engine retries at every position of a line (`/a+b/`);
// - a repetition whose element can read one text in two ways (`(a|a)*`, `(ab|ab)*`, `(a|aa)*`):
//   two of its alternatives share a word, or one alternative matches what two or more rounds
//   match. With refa's automata, the same library scslre is built on.
import {RegExpParser, visitRegExpAST, type AST} from '@eslint-community/regexpp'
import {JS, NFA, isDisjointWith} from 'refa'
import {analyse, type Report} from 'scslre'

/** Automata larger than this are not built: such a pattern is refused as too large to check. */
const maxNodes = 10_000

/**
 * Why `pattern` can backtrack without bound, in the words of a diagnostic (`which can backtrack
 * without bound: ...`), or null when it cannot.
 */
export function unboundedBacktracking(pattern: RegExp): string | null {
  let ast: {pattern: AST.Pattern; flags: AST.Flags}
  try {
    // `d` and `g` change no match.
    const parser = new RegExpParser()
    const flags = parser.parseFlags(pattern.flags.replace(/[^imsuvy]/g, ''))
    ast = {pattern: parser.parsePattern(pattern.source, 0, pattern.source.length, flags), flags}
  } catch {
    // V8 compiled it, regexpp did not: refuse what cannot be checked.
    return 'which the check for unbounded backtracking cannot read'
  }
  try {
    const report = analyse(ast).reports[0]
    if (report) return `which can backtrack without bound: ${reportText(report)}`
    const ambiguous = ambiguousRepetition(ast)
    if (ambiguous) return `which can backtrack without bound: \`${ambiguous.raw}\` can read the same text in more than one way, which the engine tries one by one`
  } catch {
    return 'which is too large to check for unbounded backtracking'
  }
  return null
}

function reportText(report: Report): string {
  const run = `a run of \`${report.character.pick}\``
  switch (report.type) {
    case 'Self':
      return `\`${report.parentQuant.raw}\` can divide ${run} among the rounds of \`${report.quant.raw}\` in more than one way`
    case 'Trade':
      return `\`${report.startQuant.raw}\` and \`${report.endQuant.raw}\` can divide ${run} between them in more than one way`
    case 'Move':
      return `\`${report.quant.raw}\` is tried again from every place in ${run}, which takes time that grows with the square of its length (anchor the expression with \`^\`)`
  }
}

/** The first repetition whose rounds can read one text in two ways, if any. */
function ambiguousRepetition(ast: {pattern: AST.Pattern; flags: AST.Flags}): AST.Quantifier | null {
  const parser = JS.Parser.fromAst(ast)
  const automaton = (element: AST.Alternative): NFA => {
    const {expression, maxCharacter} = parser.parseElement(element, {backreferences: 'disable', assertions: 'ignore', maxNodes})
    const nfa = NFA.fromRegex(expression, {maxCharacter}, {assertions: 'disable', unknowns: 'disable'})
    nfa.withoutEmptyWord()
    return nfa
  }
  const found: AST.Quantifier[] = []
  visitRegExpAST(ast.pattern, {
    onQuantifierEnter(quantifier) {
      const element = quantifier.element
      if (found.length > 0 || quantifier.max < 2 || (element.type !== 'Group' && element.type !== 'CapturingGroup')) return
      const alternatives = element.alternatives.map(automaton)
      const rounds = NFA.empty({maxCharacter: parser.maxCharacter})
      for (const alternative of alternatives) rounds.unionInto(alternative.copy())
      rounds.quantify(2, Infinity)
      const twoWays = alternatives.some((alternative, k) => !isDisjointWith(alternative, rounds, maxNodes) || alternatives.slice(k + 1).some((other) => !isDisjointWith(alternative, other, maxNodes)))
      if (twoWays) found.push(quantifier)
    }
  })
  return found[0] ?? null
}
