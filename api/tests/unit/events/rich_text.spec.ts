import { test } from '@japa/runner'
import { sanitizeRichText } from '#services/events/rich_text'

/** Script-injection vectors: none may survive with anything executable. */
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)">text</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="&#106;avascript:alert(1)">link</a>',
  '<a href=" javascript:alert(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<span style="background:url(javascript:alert(1))">x</span>',
  '<span style="color: expression(alert(1))">x</span>',
  '<span style="width: expression(alert(1)); color: red">x</span>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.test"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<p>ok</p><!--<script>alert(1)</script>-->',
  '<<script>script>alert(1)<</script>/script>',
  '<a href="https://ok.test" onmouseover="alert(1)" target="_top">fine</a>',
]

const EXECUTABLE =
  /<script|<iframe|<svg|<object|<embed|<style|<form|<input|<meta|<base|<math|\son\w+\s*=|javascript:|vbscript:|data:|expression\(|url\(/i

test.group('Rich text is sanitised with the Tiptap allow-list', () => {
  test('removes every script-injection vector')
    .with(VECTORS)
    .run(({ assert }, vector) => {
      const clean = sanitizeRichText(vector) ?? ''
      assert.notMatch(clean, EXECUTABLE, `${vector} → ${clean}`)
    })

  test('keeps what the toolbar makes', ({ assert }) => {
    const html =
      '<h2 style="text-align: center">Title</h2><p><strong>bold</strong> <em>italic</em> <u>under</u> <s>strike</s> ' +
      '<span style="color: #ff0000; font-size: 18px">red</span> <span style="background-color: rgb(255, 255, 0)">marked</span></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><p><a href="https://example.com/x?y=1" target="_blank">link</a> <a href="mailto:a@b.test">mail</a></p>'
    const clean = sanitizeRichText(html)!
    for (const kept of [
      '<h2 style="text-align:center">',
      '<strong>bold</strong>',
      '<em>italic</em>',
      '<u>under</u>',
      '<s>strike</s>',
      'color:#ff0000',
      'font-size:18px',
      'background-color:rgb(255, 255, 0)',
      '<ul><li>one</li></ul>',
      '<ol><li>two</li></ol>',
      'href="mailto:a@b.test"',
    ]) {
      assert.include(clean, kept)
    }
    assert.include(
      clean,
      '<a href="https://example.com/x?y=1" target="_blank" rel="noopener noreferrer">link</a>',
    )
  })

  test('every link gets rel="noopener noreferrer"; other targets are dropped', ({ assert }) => {
    assert.equal(
      sanitizeRichText('<a href="https://a.test" target="_top" rel="opener">x</a>'),
      '<a href="https://a.test" rel="noopener noreferrer">x</a>',
    )
  })

  test('drops disallowed styles but keeps allowed ones on the same element', ({ assert }) => {
    assert.equal(
      sanitizeRichText(
        '<span style="position: fixed; color: #00ff00; font-size: 999999px">x</span>',
      ),
      '<span style="color:#00ff00">x</span>',
    )
  })

  test('empty markup is null', ({ assert }) => {
    assert.isNull(sanitizeRichText('<p></p>'))
    assert.isNull(sanitizeRichText('<p> &nbsp; <br></p>'))
    assert.isNull(sanitizeRichText('<script>alert(1)</script>'))
    assert.isNull(sanitizeRichText(null))
  })
})
