/**
 * The hostile values the fuzz puts in every field. XSS payloads carry markers (data-xss, window.__xss,
 * alert) so that a browser that rendered them unescaped is caught in the act.
 */
export const SQLI = [
  "' OR '1'='1",
  '1; DROP TABLE bookings; --',
  "' UNION SELECT password_hash, null FROM admin_credentials --",
  "admin'--",
  "1' AND SLEEP(5)#",
  "'; SELECT pg_sleep(5); --",
  '" OR ""="',
  "\\'; COPY (SELECT 1) TO PROGRAM 'id'; --",
]

export const XSS = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=2;alert(2)" data-xss="img">',
  '"><svg onload=alert(3) data-xss="svg">',
  '\'><iframe srcdoc="<script>parent.__xss=4</script>" data-xss="iframe"></iframe>',
  '<a href="javascript:alert(5)" data-xss="link">click</a>',
  '</textarea></title><script>alert(6)</script>',
  '<details open ontoggle=alert(7) data-xss="details">',
  "{{constructor.constructor('alert(8)')()}}",
  '<style>@import "//evil.example/x.css"</style><b data-xss="style">x</b>',
]

export const OTHER_STRINGS = [
  '../../../../etc/passwd',
  '${7*7}#{7*7}%{7*7}',
  'line\r\nSet-Cookie: injected=1',
  'null\u0000byte',
  '\u202Eevil\u202C \uFEFF \uD83D\uDE00 \uDFFF',
  'Ω'.repeat(3000),
  'x'.repeat(60_000),
  '%s%s%s%n',
]

export const WRONG_TYPES: unknown[] = [12345, -1, 1e308, true, null, [], ['a', 'b'], { nested: { deeper: '<x>' } }]

/** A valid email address carrying a payload in its local part (the schemas check the form only). */
export const XSS_EMAIL_LOCALS = ['"<img/src=x/onerror=alert(9)>"', "o'brien+<svg/onload=alert(10)>"]

export function deepArray(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth)
}

export function deepObject(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
}
