// The names of a resource in every spelling its files use, from its kebab-case singular.
const words = (kebab) => kebab.split('-')
const pascal = (kebab) =>
  words(kebab)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('')
const camel = (kebab) => pascal(kebab)[0].toLowerCase() + pascal(kebab).slice(1)
const snake = (kebab) => kebab.replaceAll('-', '_')
const sentence = (kebab) => {
  const text = words(kebab).join(' ')
  return text[0].toUpperCase() + text.slice(1)
}

/** `speaker` → { kebab: 'speaker', plural: 'speakers', Pascal: 'Speaker', … }. */
export function resourceNames(singular, plural = `${singular}s`) {
  for (const name of [singular, plural]) {
    if (!/^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/.test(name))
      throw new Error(`"${name}": a resource name is kebab-case lowercase (speaker, sponsor-tier)`)
  }
  if (singular === plural) throw new Error('the plural must differ from the singular')
  return {
    kebab: singular,
    kebabs: plural,
    snake: snake(singular),
    snakes: snake(plural),
    Pascal: pascal(singular),
    Pascals: pascal(plural),
    camel: camel(singular),
    camels: camel(plural),
    /** English, sentence case: "Sponsor tier", "Sponsor tiers". */
    Label: sentence(singular),
    Labels: sentence(plural),
    label: words(singular).join(' '),
    labels: words(plural).join(' '),
    /** The JSON:API type and the URL segment. */
    type: plural,
    list: `${camel(plural)}List`,
    add: `${camel(singular)}Add`,
    edit: `${camel(singular)}Edit`,
  }
}
