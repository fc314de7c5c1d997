export type StrengthScore = 0 | 1 | 2 | 3 | 4
type Scorer = (password: string, userInputs: string[]) => StrengthScore

let scorer: Promise<Scorer> | null = null

/**
 * The zxcvbn estimator with the common and English dictionaries, loaded on first use (about 1 MB,
 * so it stays out of the shell's first load).
 */
export function loadScorer(): Promise<Scorer> {
  scorer ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, en]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    })
    return (password, userInputs) => zxcvbn.check(password, userInputs).score as StrengthScore
  })
  return scorer
}
