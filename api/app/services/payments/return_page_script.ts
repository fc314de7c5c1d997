/**
 * `/payments/return.js`, the return page's only script (the pages carry no inline script): posts
 * the outcome to the window that opened the checkout, at the origin the page names and no other,
 * then offers to close the popup.
 */
export const RETURN_PAGE_SCRIPT = `(function () {
  var root = document.getElementById('payment-return')
  var origin = root && root.getAttribute('data-origin')
  if (!origin || !window.opener) return
  window.opener.postMessage(JSON.parse(root.getAttribute('data-message')), origin)
  var close = root.querySelector('button')
  close.hidden = false
  close.addEventListener('click', function () {
    window.close()
  })
})()
`
