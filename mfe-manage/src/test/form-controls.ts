/**
 * happy-dom has no `HTMLSelectElement.size`, `HTMLOptionElement.defaultSelected` nor
 * `HTMLInputElement.defaultChecked`. react-hook-form reads them to tell whether a control was
 * changed before the form was ready, and without them takes every registered select and checkbox
 * for edited (and reads its value from the page instead of setting it). These follow the HTML
 * standard: `size` reflects its attribute (0 when absent), `defaultSelected` the `selected`
 * attribute, `defaultChecked` the `checked` attribute. Import this module in tests of such forms.
 */
const select = window.HTMLSelectElement.prototype
const option = window.HTMLOptionElement.prototype
if (!('size' in select)) {
  Object.defineProperty(select, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0)
    },
  })
}
if (
  Object.getOwnPropertyDescriptor(option, 'defaultSelected') === undefined ||
  document.createElement('option').defaultSelected == null
) {
  Object.defineProperty(option, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected')
    },
    set(this: HTMLOptionElement, value: boolean) {
      this.toggleAttribute('selected', value)
    },
  })
}

const input = window.HTMLInputElement.prototype
if (document.createElement('input').defaultChecked == null) {
  Object.defineProperty(input, 'defaultChecked', {
    configurable: true,
    get(this: HTMLInputElement) {
      return this.hasAttribute('checked')
    },
    set(this: HTMLInputElement, value: boolean) {
      this.toggleAttribute('checked', value)
    },
  })
}
