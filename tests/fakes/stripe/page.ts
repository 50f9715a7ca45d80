/**
 * The fake's own hosted Checkout page (what `session.url` opens): the line items, taxes and total,
 * and one button for each way a payment can go. English, or French when the session's locale (or,
 * for `auto`, the browser's language) is French. It stands in for Stripe's page, not the site's.
 */
import type { Obj } from './state'

type Lang = 'en' | 'fr'

const TEXT = {
  en: {
    title: 'Checkout (Stripe test fake)',
    notice: 'Test mode: no real payment is made.',
    caption: 'Your order',
    item: 'Item',
    qty: 'Quantity',
    amount: 'Amount',
    subtotal: 'Subtotal',
    total: 'Total due',
    pay: 'Pay',
    delayed: 'Pay (delayed method)',
    decline: 'Decline card',
    cancel: 'Cancel',
    declined: 'Your card was declined. Try another payment method.',
    expired: 'This checkout session has expired.',
    complete: 'This checkout session is complete.',
    paid: 'Thank you: your payment was received.',
    notFound: 'No such checkout session.',
  },
  fr: {
    title: 'Paiement (simulation Stripe de test)',
    notice: 'Mode test : aucun paiement réel n’est effectué.',
    caption: 'Votre commande',
    item: 'Article',
    qty: 'Quantité',
    amount: 'Montant',
    subtotal: 'Sous-total',
    total: 'Total à payer',
    pay: 'Payer',
    delayed: 'Payer (méthode différée)',
    decline: 'Refuser la carte',
    cancel: 'Annuler',
    declined: 'Votre carte a été refusée. Essayez un autre moyen de paiement.',
    expired: 'Cette session de paiement a expiré.',
    complete: 'Cette session de paiement est terminée.',
    paid: 'Merci : votre paiement a été reçu.',
    notFound: 'Session de paiement introuvable.',
  },
} satisfies Record<Lang, Record<string, string>>

export function pageLanguage(session: Obj | undefined, acceptLanguage: string | undefined): Lang {
  const locale: string = session?.locale && session.locale !== 'auto' ? session.locale : (acceptLanguage ?? '')
  return locale.toLowerCase().startsWith('fr') ? 'fr' : 'en'
}

function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

function formatMoney(amount: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100) // prettier-ignore
}

function layout(lang: Lang, body: string): string {
  const t = TEXT[lang]
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}
td.n,th.n{text-align:right}.actions{display:flex;flex-wrap:wrap;gap:.5rem}
button{font:inherit;padding:.6rem 1rem;border:2px solid #333;border-radius:4px;background:#fff;cursor:pointer}
button[value=pay]{background:#1a1a1a;color:#fff}[role=alert]{border:2px solid #b00020;padding:.6rem;color:#b00020}
button:focus-visible{outline:3px solid #0056b3;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${esc(t.title)}</h1>
<p>${esc(t.notice)}</p>
${body}
</main>
</body>
</html>`
}

export function renderMessage(lang: Lang, key: 'expired' | 'complete' | 'paid' | 'notFound'): string {
  return layout(lang, `<p role="status">${esc(TEXT[lang][key])}</p>`)
}

export function renderCheckout(
  session: Obj,
  lineItems: Obj[],
  breakdown: Obj[],
  lang: Lang,
  error?: 'declined',
): string {
  const t = TEXT[lang]
  const cur = session.currency as string
  const rows = lineItems
    .map(
      (li) =>
        `<tr><td>${esc(li.description)}</td><td class="n">${esc(li.quantity)}</td><td class="n">${esc(formatMoney(li.amount_subtotal, cur, lang))}</td></tr>`,
    )
    .join('\n')
  const taxes = breakdown
    .map(
      (b) =>
        `<tr><th scope="row" colspan="2">${esc(b.rate.display_name)} (${esc(b.rate.percentage)} %${b.rate.inclusive ? ', incl.' : ''})</th><td class="n">${esc(formatMoney(b.amount, cur, lang))}</td></tr>`,
    )
    .join('\n')
  const body = `${error ? `<p role="alert">${esc(t.declined)}</p>` : ''}
<table>
<caption>${esc(t.caption)}</caption>
<thead><tr><th scope="col">${esc(t.item)}</th><th scope="col" class="n">${esc(t.qty)}</th><th scope="col" class="n">${esc(t.amount)}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th scope="row" colspan="2">${esc(t.subtotal)}</th><td class="n">${esc(formatMoney(session.amount_subtotal, cur, lang))}</td></tr>
${taxes}
<tr><th scope="row" colspan="2">${esc(t.total)}</th><td class="n"><strong>${esc(formatMoney(session.amount_total, cur, lang))}</strong></td></tr>
</tfoot>
</table>
<form method="post">
<div class="actions">
<button type="submit" name="action" value="pay">${esc(t.pay)}</button>
<button type="submit" name="action" value="pay_delayed">${esc(t.delayed)}</button>
<button type="submit" name="action" value="decline">${esc(t.decline)}</button>
<button type="submit" name="action" value="cancel">${esc(t.cancel)}</button>
</div>
</form>`
  return layout(lang, body)
}
