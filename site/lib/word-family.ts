// Which words of the texts a reader means by a word, shared by the index (the words of the texts)
// and the query, so that both are read by one stemmer: the Snowball stemmer for Dutch, with what it
// leaves apart put together. A verb's forms are one lemma (`biedt`, `bieden`, `bied`, `geboden`,
// `bood`), by three rules the stemmer lacks: a present tense in -t or -dt and a weak participle
// ge-…-d/-t are that verb where the texts hold the verb (a word of theirs in -en with that stem),
// so `kaart` is not a form of a verb *kaaren*; a strong verb's changed vowel comes from a table of
// Dutch strong and irregular verbs, with the prefixes they take (`verboden` → verbieden,
// `aangeboden` → aanbieden). Related words are those of one family: one lemma key begins with the
// other (`bieding`, `biedverloop` by `bieden`; `alert` by `alerteren`), the shorter of four letters
// at least, never mere prefixes such as `al` by `alle`.
import {stemmer} from '@orama/stemmers/dutch'

/** Dutch strong and irregular verbs: the infinitive, then its past tenses and past participle. */
const strongVerbs: string[][] = [
  ['bieden', 'bood', 'boden', 'geboden'],
  ['blijven', 'bleef', 'bleven', 'gebleven'],
  ['brengen', 'bracht', 'brachten', 'gebracht'],
  ['denken', 'dacht', 'dachten', 'gedacht'],
  ['doen', 'doe', 'doet', 'deed', 'deden', 'gedaan'],
  ['dragen', 'droeg', 'droegen', 'gedragen'],
  ['gaan', 'ga', 'gaat', 'ging', 'gingen', 'gegaan'],
  ['geven', 'geef', 'geeft', 'gaf', 'gaven', 'gegeven'],
  ['hebben', 'heb', 'hebt', 'heeft', 'had', 'hadden', 'gehad'],
  ['houden', 'hield', 'hielden', 'gehouden'],
  ['kiezen', 'kies', 'kiest', 'koos', 'kozen', 'gekozen'],
  ['komen', 'kom', 'komt', 'kwam', 'kwamen', 'gekomen'],
  ['krijgen', 'kreeg', 'kregen', 'gekregen'],
  ['kunnen', 'kan', 'kunt', 'kon', 'konden', 'gekund'],
  ['laten', 'liet', 'lieten', 'gelaten'],
  ['leggen', 'legde', 'legden', 'gelegd'],
  ['liggen', 'lag', 'lagen', 'gelegen'],
  ['lopen', 'liep', 'liepen', 'gelopen'],
  ['mogen', 'mag', 'mocht', 'mochten', 'gemogen'],
  ['nemen', 'neem', 'neemt', 'nam', 'namen', 'genomen'],
  ['roepen', 'riep', 'riepen', 'geroepen'],
  ['schrijven', 'schreef', 'schreven', 'geschreven'],
  ['slaan', 'sla', 'slaat', 'sloeg', 'sloegen', 'geslagen'],
  ['sluiten', 'sloot', 'sloten', 'gesloten'],
  ['spreken', 'sprak', 'spraken', 'gesproken'],
  ['staan', 'sta', 'staat', 'stond', 'stonden', 'gestaan'],
  ['treden', 'trad', 'traden', 'getreden'],
  ['trekken', 'trok', 'trokken', 'getrokken'],
  ['vallen', 'viel', 'vielen', 'gevallen'],
  ['vinden', 'vond', 'vonden', 'gevonden'],
  ['vragen', 'vroeg', 'vroegen', 'gevraagd'],
  ['winnen', 'won', 'wonnen', 'gewonnen'],
  ['wijzen', 'wees', 'wezen', 'gewezen'],
  ['worden', 'werd', 'werden', 'geworden'],
  ['zeggen', 'zei', 'zeiden', 'gezegd'],
  ['zien', 'zie', 'ziet', 'zag', 'zagen', 'gezien'],
  ['zijn', 'ben', 'bent', 'is', 'was', 'waren', 'geweest'],
  ['zullen', 'zal', 'zult', 'zou', 'zouden']
]
/** Prefixes a strong verb takes (`verbieden`, `aanbieden`, `ontbieden`), longest first. */
const verbPrefixes = ['terug', 'onder', 'over', 'voor', 'door', 'ver', 'ont', 'her', 'aan', 'uit', 'toe', 'mee', 'weg', 'be', 'af', 'op', 'in', 'na', 'bij', 'er']

const infinitiveOf = new Map(strongVerbs.flatMap(([infinitive, ...forms]) => forms.map((form) => [form, infinitive!] as const)))

/**
 * The stem, without accents (a query without them finds `vóór` and `één`), its final double
 * consonant and the double vowel of its last closed syllable made single, as Dutch spells them
 * before -en (`pass` → `pas` as `passen`, `loop` → `lop` as `lopen`).
 */
const stem = (word: string) =>
  stemmer(word.normalize('NFD').replace(/\p{M}/gu, ''))
    .replace(/([^aeiou])\1$/, '$1')
    .replace(/([aeou])\1([^aeiouy]+)$/, '$1$2')

/** The infinitive of a strong verb's form, with a prefix it takes: `verboden` → `verbieden`; undefined for any other word. */
function strongInfinitive(word: string): string | undefined {
  const own = infinitiveOf.get(word)
  if (own) return own
  for (const prefix of verbPrefixes) {
    if (!word.startsWith(prefix)) continue
    const infinitive = infinitiveOf.get(word.slice(prefix.length))
    // A prefix before a form of one or two letters is mostly another word (`ber` is no `be` + `r`).
    if (infinitive && word.length - prefix.length >= 4) return prefix + infinitive
  }
  return undefined
}

export interface WordFamilies {
  /** The key of a word's lemma: words with one key are forms of one word. */
  lemma(word: string): string
  /** The words of the lexicon that are forms of `word` (itself included when the lexicon has it). */
  forms(word: string): string[]
  /** The words of the lexicon of the same family but another lemma (`bieding` for `bieden`). */
  related(word: string): string[]
}

/** The families of the words of `lexicon` (lower case, as `wordsOf` gives them). */
export function wordFamilies(lexicon: Iterable<string>): WordFamilies {
  const words = [...new Set(lexicon)]
  // The stems of the verbs the texts hold: a word in -en (an infinitive or plural).
  const verbStems = new Set(words.filter((word) => word.endsWith('en')).map(stem))
  const lemma = (word: string): string => {
    const strong = strongInfinitive(word)
    if (strong) return stem(strong)
    const own = stem(word)
    if (verbStems.has(own)) return own
    // A weak participle (`gespeeld`, `opgelegd` → opleggen) and a present tense (`biedt`, `speelt`).
    const participle = /^(.*?)ge(.{3,})[dt]$/.exec(word)
    if (participle && verbPrefixes.concat('').includes(participle[1]!) && verbStems.has(stem(participle[1]! + participle[2]!))) return stem(participle[1]! + participle[2]!)
    if (/[^aeiou]t$/.test(word) && verbStems.has(stem(word.slice(0, -1)))) return stem(word.slice(0, -1))
    return own
  }
  const byLemma = new Map<string, string[]>()
  for (const word of words) {
    const key = lemma(word)
    const list = byLemma.get(key)
    if (list) list.push(word)
    else byLemma.set(key, [word])
  }
  const keys = [...byLemma.keys()]
  return {
    lemma,
    forms: (word) => byLemma.get(lemma(word)) ?? [],
    related: (word) => {
      const own = lemma(word)
      return keys
        .filter((key) => key !== own && Math.min(key.length, own.length) >= 4 && (key.startsWith(own) || own.startsWith(key)))
        .flatMap((key) => byLemma.get(key)!)
        .sort()
    }
  }
}
