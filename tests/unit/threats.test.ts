import { describe, expect, it } from 'vitest'
import { detectThreats, threatReasons, type ThreatReason } from '@/lib/security/threats'

const reasonsOf = (input: Parameters<typeof detectThreats>[0]): ThreatReason[] => threatReasons(detectThreats(input))
const bodyReasons = (value: unknown): ThreatReason[] => reasonsOf({ path: '/api/contact', body: { message: value } })

describe('detectThreats: SQL injection', () => {
  it.each([
    "' OR 1=1",
    "admin' OR '1'='1",
    "' or 'a'='a",
    "1' OR '1'='1' -- ",
    "x') or ('x'='x",
    "' || 1=1",
    "' OR ''='",
    "' OR TRUE--",
    '1 UNION SELECT username, password FROM users',
    '1 UNION ALL SELECT NULL,NULL,NULL--',
    '1/**/UNION/**/SELECT/**/1,2',
    '1; DROP TABLE users',
    "x'; DROP TABLE contact_submissions; --",
    '1; DELETE FROM users',
    "1; UPDATE users SET role='admin'",
    "admin'--",
    "admin' #",
    "admin'/* comment",
    "1' AND SLEEP(5)",
    '1; SELECT pg_sleep(10)',
    "1' AND BENCHMARK(5000000,MD5(1))",
    "1'; WAITFOR DELAY '0:0:5'--",
    "1; EXEC xp_cmdshell('dir')",
    "' UNION SELECT table_name FROM information_schema.tables",
  ])('flags %s', (payload) => {
    expect(bodyReasons(payload)).toContain('sql_injection')
  })

  it('flags SQL in a query string, URL-encoded once or twice', () => {
    expect(reasonsOf({ path: '/api/blog', query: 'id=1%27%20OR%201%3D1' })).toEqual(['sql_injection'])
    expect(reasonsOf({ path: '/api/blog', query: '?id=1%2527%2520OR%25201%253D1' })).toEqual(['sql_injection'])
    expect(reasonsOf({ path: '/api/blog', query: 'q=1+UNION+SELECT+null,null' })).toEqual(['sql_injection'])
    expect(reasonsOf({ path: '/api/blog?user=admin%27--' })).toEqual(['sql_injection'])
  })

  it('reports where and what in the detail', () => {
    const [hit] = detectThreats({ path: '/api/blog', query: 'id=1%27%20OR%201%3D1' })
    expect(hit).toEqual({ reason: 'sql_injection', detail: "query.id: ' OR 1=1" })
  })

  it('flags SQL in nested bodies and in keys', () => {
    expect(reasonsOf({ path: '/api/x', body: { a: [{ b: { c: "' OR 1=1" } }] } })).toEqual(['sql_injection'])
    expect(detectThreats({ path: '/api/x', body: { a: [{ b: { c: "' OR 1=1" } }] } })[0]?.detail).toBe(
      "body.a[0].b.c: ' OR 1=1",
    )
    expect(reasonsOf({ path: '/api/x', body: { "name' OR 1=1 --": 'x' } })).toEqual(['sql_injection'])
  })
})

describe('detectThreats: XSS', () => {
  it.each([
    '<script>alert(1)</script>',
    '< SCRIPT src=//evil.example/x.js>',
    '<img src=x onerror=alert(1)>',
    '<svg/onload=alert(1)>',
    '<body onload="steal()">',
    '<a href="javascript:alert(1)">x</a>',
    'javascript:alert(document.cookie)',
    '<div style="background:url(javascript:alert(1))">',
    '<iframe src="https://evil.example"></iframe>',
    '<object data="x.swf">',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">',
  ])('flags %s', (payload) => {
    expect(bodyReasons(payload)).toContain('xss')
  })

  it('flags encoded XSS in the query and the path', () => {
    expect(reasonsOf({ path: '/api/blog', query: 'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E' })).toEqual(['xss'])
    expect(reasonsOf({ path: '/fr/blog/%3Csvg%2Fonload%3Dalert(1)%3E' })).toContain('xss')
    expect(reasonsOf({ path: '/contact', query: 'next=javascript:alert(1)' })).toEqual(['xss'])
  })
})

describe('detectThreats: path traversal', () => {
  it.each([
    ['/api/../../etc/passwd', undefined],
    ['/static/..%2f..%2fetc%2fpasswd', undefined],
    ['/static/%2e%2e/%2e%2e/etc/shadow', undefined],
    ['/static/%252e%252e%252fetc', undefined],
    ['/media', 'file=../../../etc/passwd'],
    ['/media', 'file=..%5C..%5Cwindows%5Cwin.ini'],
    ['/media', 'file=report.pdf%00.jpg'],
  ])('flags %s %s', (path, query) => {
    expect(reasonsOf({ path, query })).toContain('path_traversal')
  })

  it('flags traversal in body values', () => {
    expect(bodyReasons('../../etc/passwd')).toContain('path_traversal')
    expect(bodyReasons('..\\..\\boot.ini')).toContain('path_traversal')
  })
})

describe('detectThreats: probes', () => {
  it.each([
    '/wp-admin/',
    '/wp-login.php',
    '/blog/wp-includes/js/jquery.js',
    '/.env',
    '/.env.production',
    '/api/.env',
    '/.git/config',
    '/.git',
    '/phpmyadmin/index.php',
    '/xmlrpc.php',
    '/index.php',
    '/cgi-bin/test.cgi',
    '/.aws/credentials',
    '/WP-ADMIN',
  ])('flags %s as suspicious activity', (path) => {
    expect(reasonsOf({ path })).toContain('suspicious_activity')
  })

  it('leaves the site routes alone', () => {
    for (const path of [
      '/',
      '/fr',
      '/contact',
      '/fr/contact',
      '/services/weddings',
      '/blog/fall-family-sessions',
      '/admin',
      '/admin/blog',
      '/monitoring',
      '/coupeqc2025pool',
      '/cms/collections/posts',
      '/api/admin/blog/12',
      '/api/health',
      '/.well-known/security.txt',
      '/_next/static/chunks/app/page-3f2a.js',
      '/api/media/file/cafe-%C3%A9t%C3%A9.jpg',
      '/github-actions',
      '/envelope',
    ]) {
      expect(detectThreats({ path }), path).toEqual([])
    }
  })
})

describe('detectThreats: legitimate text passes', () => {
  const legitimate = [
    "O'Brien",
    "Siobhán O'Brien-D'Arcy",
    'Select a date',
    "I'd like to select a package -- and union of two families",
    'Élodie, café, ça',
    'Élodie Côté-Bélanger, 1234 rue Saint-Denis, Montréal (Québec) H2X 3K2',
    'jean.dupont+photos@gmail.com',
    "o'brien@example.com",
    'We are a union of two families; drop by anytime!',
    "Our budget is 'flexible' and we're happy to discuss.",
    "My wife's and my 10th anniversary -- can we do 5-6 pm?",
    'Could we do package A or 2?',
    "We'd like 'Package B' or 3 hours",
    'Our baby will sleep (2 hours) after lunch',
    'I love JavaScript: the good parts was my favourite book',
    'Prices: 3 < 5 and 10 > 7',
    'a<b and one = two',
    'Is 100% of the deposit refundable? 50%off?',
    'Wait... /what?',
    'Select the "best" -- or not',
    'We want photos at 2 p.m. on 2025/09/13 -- is that ok?',
    'Sleep well & see you soon!',
    "L'équipe m'a dit qu'on pouvait réserver; merci beaucoup!",
    '(555) 123-4567',
  ]

  it.each(legitimate)('does not flag %s', (text) => {
    expect(detectThreats({ path: '/api/contact', body: { name: text, message: text, notes: text } })).toEqual([])
  })

  it('does not flag a legitimate query string', () => {
    expect(
      detectThreats({
        path: '/fr/blog',
        query: 'q=caf%C3%A9+%C3%A0+Qu%C3%A9bec&page=2&utm_source=newsletter',
      }),
    ).toEqual([])
    expect(detectThreats({ path: '/contact', query: '?service=wedding&ref=O%27Brien' })).toEqual([])
    expect(detectThreats({ path: '/search', query: 'q=100%25+sure' })).toEqual([])
  })

  it('does not flag a real class booking or contact body', () => {
    expect(
      detectThreats({
        path: '/api/class-bookings',
        body: {
          name: "Zoë O'Connor",
          email: 'zoe+classes@example.com',
          phone: '+1 (514) 555-0100',
          classType: 'portrait-mastery',
          format: 'in-person',
          preferredDate: '2030-03-14',
          experience: 'some-experience',
          goals: "Learn to shoot portraits in natural light -- and select the best ones. I'd also like feedback!",
          totalCost: 449,
          isPublished: false,
          tags: null,
        },
      }),
    ).toEqual([])
  })
})

describe('detectThreats: blog content (rich text)', () => {
  const tutorial = [
    '# Adding analytics to your portfolio site',
    '',
    "Don't paste a `<script>` tag you don't understand. Here is the snippet we use:",
    '',
    '```html',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-XXXX"></script>',
    '<img src="x" onerror="alert(1)">',
    '```',
    '',
    "Then run `cd ../photos && ls` and SELECT the best shots. We'll embed a video:",
    '',
    '<iframe src="https://www.youtube.com/embed/abc" allowfullscreen></iframe>',
    '',
    'And that is a wrap -- union of art and code!',
  ].join('\n')

  it('does not flag a post that discusses <script> in code', () => {
    expect(
      detectThreats({
        path: '/api/admin/blog',
        body: { title: 'Analytics', slug: 'analytics', content: tutorial },
      }),
    ).toEqual([])
  })

  it('treats an unclosed fence as code to the end, as Markdown does', () => {
    expect(
      detectThreats({
        path: '/api/admin/blog',
        body: { content: 'Example:\n```\n<script>alert(1)</script>' },
      }),
    ).toEqual([])
  })

  it('still flags executable markup outside code', () => {
    expect(
      reasonsOf({
        path: '/api/admin/blog',
        body: { content: `${tutorial}\n\n<script>steal()</script>` },
      }),
    ).toEqual(['xss'])
    expect(reasonsOf({ path: '/api/admin/blog', body: { content: 'Hi <img src=x onerror=alert(1)>' } })).toEqual([
      'xss',
    ])
    expect(reasonsOf({ path: '/api/admin/blog', body: { content: '[click](javascript:alert(1))' } })).toEqual(['xss'])
    // HTML <pre>/<code> is no protection: a script inside still runs.
    expect(reasonsOf({ path: '/api/admin/blog', body: { content: '<pre><script>x()</script></pre>' } })).toEqual([
      'xss',
    ])
  })

  it('still flags SQL injection in content', () => {
    expect(reasonsOf({ path: '/api/admin/blog', body: { content: "x'; DROP TABLE blog_posts; --" } })).toEqual([
      'sql_injection',
    ])
  })

  it('applies the plain rule to the other fields of the post', () => {
    expect(reasonsOf({ path: '/api/admin/blog', body: { title: '<iframe src=x>', content: 'fine' } })).toEqual(['xss'])
  })

  it('skips code nodes of a Lexical document but screens its other text', () => {
    const lexical = (text: string, type: string) => ({
      root: { type: 'root', children: [{ type, children: [{ type: 'text', text }] }] },
    })
    expect(
      detectThreats({
        path: '/api/admin/blog',
        body: { content: lexical('<script>x()</script>', 'code') },
      }),
    ).toEqual([])
    expect(
      reasonsOf({
        path: '/api/admin/blog',
        body: { content: lexical('<script>x()</script>', 'paragraph') },
      }),
    ).toEqual(['xss'])
  })
})

describe('detectThreats: bounds', () => {
  it('reports each signature once per location', () => {
    const hits = detectThreats({ path: '/api/x', body: { a: "' OR 1=1 and ' OR 2=2" } })
    expect(hits).toHaveLength(1)
  })

  it('caps the number of hits', () => {
    const body = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, "' OR 1=1"]))
    expect(detectThreats({ path: '/api/x', body })).toHaveLength(20)
  })

  it('stops descending past the depth limit', () => {
    let deep: unknown = "' OR 1=1"
    for (let i = 0; i < 100; i += 1) deep = { d: deep }
    expect(detectThreats({ path: '/api/x', body: deep })).toEqual([])
    let shallow: unknown = "' OR 1=1"
    for (let i = 0; i < 10; i += 1) shallow = { d: shallow }
    expect(threatReasons(detectThreats({ path: '/api/x', body: shallow }))).toEqual(['sql_injection'])
  })

  it('ignores numbers, booleans and null', () => {
    expect(detectThreats({ path: '/api/x', body: { a: 1, b: true, c: null, d: [1, 2, 3] } })).toEqual([])
    expect(detectThreats({ path: '/api/x', body: null })).toEqual([])
  })

  it('keeps control characters out of the detail and truncates it', () => {
    const [hit] = detectThreats({
      path: '/api/x',
      body: { a: `<script>\n\u0000${'x'.repeat(500)}` },
    })
    // eslint-disable-next-line no-control-regex -- control characters are what must not be there
    expect(hit?.detail).not.toMatch(/[\u0000-\u001f]/)
    expect(hit!.detail.length).toBeLessThanOrEqual(120)
  })

  it('stays fast on hostile input', () => {
    const hostile = [
      "'".padEnd(60_000, ' '),
      '<a'.repeat(30_000),
      `<a ${'x'.repeat(60_000)}`,
      "' or ".repeat(10_000),
      '`'.repeat(60_000),
      '```\n'.repeat(15_000),
      ';'.repeat(60_000),
      '../'.repeat(20_000),
      `union ${'/**/'.repeat(15_000)}`,
      `=${' '.repeat(60_000)}`,
      `<${' '.repeat(60_000)}`,
      `sleep(${' '.repeat(60_000)}`,
      `' or a${'='.repeat(60_000)}`,
      `union select ${'a'.repeat(60_000)}`,
    ]
    const started = performance.now()
    for (const text of hostile) {
      detectThreats({
        path: '/api/x',
        query: `q=${encodeURIComponent(text.slice(0, 4000))}`,
        body: { message: text, content: text },
      })
    }
    // A backtracking pattern takes minutes on these inputs; five seconds tells that apart from a
    // busy machine. The screen's cost per ordinary request is a figure of bench/overhead.ts.
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})
