import { l } from '@/seed/localize'
import type { MediaLookup } from './images'

const sec = (eyebrow: [string, string] | null, title: [string, string], body?: [string, string]) => ({
  ...(eyebrow ? { eyebrow: l(...eyebrow) } : {}),
  title: l(...title),
  ...(body ? { body: l(...body) } : {}),
})
const qa = (question: [string, string], answer: [string, string]) => ({
  question: l(...question),
  answer: l(...answer),
})

export const reviewsPage = (m: MediaLookup) => ({
  hero: sec(
    ['Reviews', 'Avis'],
    ['Client Love', 'L’amour de nos clients'],
    [
      'Kind words from the couples, families and teams I have had the joy of photographing.',
      'De bons mots de la part des couples, des familles et des équipes que j’ai eu la joie de photographier.',
    ],
  ),
  featuredIntro: sec(null, ['Featured stories', 'Histoires en vedette']),
  featuredStories: [
    {
      names: 'Émilie & Marc',
      service: l('Wedding at the Old Port', 'Mariage dans le Vieux-Port'),
      title: l('A rainy morning, a golden evening', 'Un matin pluvieux, une soirée dorée'),
      story: l(
        'It poured all morning. We moved the portraits under the arcades of Place Jacques-Cartier, waited for the clouds to break and got twenty minutes of the most beautiful light of the year just before dinner.',
        'Il a plu à verse toute la matinée. On a déplacé les portraits sous les arcades de la place Jacques-Cartier, on a attendu une éclaircie et on a eu droit à vingt minutes de la plus belle lumière de l’année juste avant le souper.',
      ),
      quote: l('We forgot the camera was even there.', 'On a complètement oublié la caméra.'),
      image: m('gallery-weddings-1'),
    },
    {
      names: 'Sarah & Tom',
      service: l('Maternity session', 'Séance de maternité'),
      title: l('Thirty-two weeks of waiting, one calm hour', 'Trente-deux semaines d’attente, une heure de calme'),
      story: l(
        'Sarah was sure she would hate being photographed. We started with tea, played her favourite album and worked by the big studio window. By the end, Tom had to be convinced to step out of the frame.',
        'Sarah était certaine de détester se faire photographier. On a commencé par un thé, on a mis son album préféré et on a travaillé près de la grande fenêtre du studio. À la fin, il a fallu convaincre Tom de sortir du cadre.',
      ),
      quote: l(
        'The most beautiful photos anyone has taken of me.',
        'Les plus belles photos qu’on ait jamais prises de moi.',
      ),
      image: m('gallery-maternity-2'),
    },
    {
      names: 'Olivia & James',
      service: l('Destination wedding in Portugal', 'Mariage à destination au Portugal'),
      title: l('From Montreal to the Douro Valley', 'De Montréal à la vallée du Douro'),
      story: l(
        'Planned entirely over video calls, their vineyard wedding was photographed on film and digital over two days, from the welcome dinner to a sunrise session among the vines.',
        'Planifié entièrement par appels vidéo, leur mariage dans un vignoble a été photographié en argentique et en numérique pendant deux jours, du souper d’accueil à une séance au lever du soleil dans les vignes.',
      ),
      quote: l('The best decision we made for our wedding.', 'La meilleure décision qu’on a prise pour notre mariage.'),
      image: m('gallery-weddings-3'),
    },
  ],
  grid: sec(null, ['What clients say', 'Ce que disent nos clients']),
  cta: {
    title: l('Your story could be next', 'Votre histoire pourrait être la prochaine'),
    body: l('Let’s talk about what you have in mind.', 'Parlons de ce que vous avez en tête.'),
    primaryLabel: l('Book a Session', 'Réserver une séance'),
    secondaryLabel: l('View the portfolio', 'Voir le portfolio'),
  },
  seo: {
    title: l('Client reviews', 'Avis de clients'),
    description: l(
      'Reviews from couples, families and businesses photographed by Lumière Studio in Montreal.',
      'Avis de couples, de familles et d’entreprises photographiés par Lumière Studio à Montréal.',
    ),
    keywords: l(
      'photographer reviews Montreal, wedding photographer testimonials',
      'avis photographe Montréal, témoignages photographe de mariage',
    ),
  },
})

export const faqPage = () => ({
  hero: sec(
    ['FAQ', 'FAQ'],
    ['Frequently asked questions', 'Foire aux questions'],
    [
      'Everything about booking, pricing, the photography process and the practical details. Can’t find your answer? Just ask.',
      'Tout sur la réservation, les tarifs, le déroulement et les détails pratiques. Vous ne trouvez pas votre réponse? Demandez-moi.',
    ],
  ),
  categories: [
    { category: 'booking', title: l('Booking & scheduling', 'Réservation et horaire') },
    { category: 'pricing', title: l('Pricing & payments', 'Tarifs et paiements') },
    { category: 'process', title: l('The photography process', 'Le déroulement') },
    { category: 'logistics', title: l('Logistics & policies', 'Logistique et politiques') },
    { category: 'services', title: l('Other services', 'Autres services') },
  ],
  contact: {
    ...sec(
      null,
      ['Still have questions?', 'D’autres questions?'],
      ['Reach out however you prefer.', 'Joignez-moi de la façon qui vous convient.'],
    ),
    phoneLabel: l('Call', 'Téléphone'),
    emailLabel: l('E-mail', 'Courriel'),
    areaLabel: l('Serving', 'Territoire desservi'),
    replyPromise: l(
      'I reply to every message within 24 hours.',
      'Je réponds à tous les messages en moins de 24 heures.',
    ),
  },
  cta: {
    title: l('Ready when you are', 'Prête quand vous l’êtes'),
    body: l(
      'Ask a question, compare packages or tell me about your day.',
      'Posez une question, comparez les forfaits ou parlez-moi de votre journée.',
    ),
    primaryLabel: l('Get in Touch', 'Me joindre'),
    secondaryLabel: l('View Pricing', 'Voir les tarifs'),
  },
  askLabel: l('Ask a Question', 'Poser une question'),
  pricingLabel: l('View Pricing', 'Voir les tarifs'),
  contactLabel: l('Get in Touch', 'Me joindre'),
  seo: {
    title: l('FAQ', 'FAQ'),
    description: l(
      'Answers about booking, pricing, delivery, travel and policies at Lumière Studio.',
      'Réponses sur la réservation, les tarifs, la livraison, les déplacements et les politiques de Lumière Studio.',
    ),
    keywords: l(
      'wedding photographer FAQ, photography deposit, photo delivery time',
      'FAQ photographe de mariage, dépôt photographe, délai de livraison photos',
    ),
  },
})

/** Contact: the page copy, with the four answers of its FAQ. */
export const contactPage = () => ({
  hero: sec(
    ['Contact', 'Contact'],
    ['Let’s create something beautiful', 'Créons quelque chose de beau'],
    [
      'Tell me about your wedding, your session or your event. I reply within 24 hours.',
      'Parlez-moi de votre mariage, de votre séance ou de votre événement. Je réponds en moins de 24 heures.',
    ],
  ),
  options: {
    messageTitle: l('Send a message', 'Envoyer un message'),
    messageBody: l(
      'Share your plans and your questions through the form.',
      'Racontez vos projets et posez vos questions avec le formulaire.',
    ),
    messageLabel: l('Write to me', 'M’écrire'),
    callTitle: l('Book a call', 'Réserver un appel'),
    callBody: l(
      'Pick a time for a free 30-minute consultation.',
      'Choisissez un moment pour une consultation gratuite de 30 minutes.',
    ),
    callLabel: l('Choose a time', 'Choisir un moment'),
  },
  form: sec(
    null,
    ['Tell me about your project', 'Parlez-moi de votre projet'],
    [
      'The more you share, the better I can prepare our first conversation.',
      'Plus vous m’en dites, mieux je peux préparer notre première conversation.',
    ],
  ),
  info: sec(null, ['Contact information', 'Coordonnées']),
  destinationsIntro: sec(
    ['Destinations', 'Destinations'],
    ['Wherever your story takes place', 'Où que se passe votre histoire'],
  ),
  destinations: [
    {
      title: l('North America', 'Amérique du Nord'),
      body: l(
        'From Montreal to Quebec City, Toronto, New York and beyond.',
        'De Montréal à Québec, Toronto, New York et plus loin encore.',
      ),
    },
    {
      title: l('Europe', 'Europe'),
      body: l(
        'Destination weddings in France, Portugal, Italy and across Europe.',
        'Mariages à destination en France, au Portugal, en Italie et partout en Europe.',
      ),
    },
    {
      title: l('Custom packages', 'Forfaits sur mesure'),
      body: l(
        'Travel, multi-day coverage and local teams, quoted for your plans.',
        'Déplacements, couverture sur plusieurs jours et équipes locales, selon vos projets.',
      ),
    },
  ],
  quickBooking: {
    ...sec(
      null,
      ['Quick booking', 'Réservation rapide'],
      [
        'Prefer to talk right away? Pick a time that suits you.',
        'Vous préférez en parler tout de suite? Choisissez le moment qui vous convient.',
      ],
    ),
    consultationLabel: l('Book a consultation', 'Réserver une consultation'),
    availabilityLabel: l('Check availability', 'Voir les disponibilités'),
    stepsTitle: l('What to expect', 'À quoi s’attendre'),
  },
  steps: [
    {
      title: l('We talk', 'On discute'),
      body: l(
        'A free 30-minute call about your plans and your vision.',
        'Un appel gratuit de 30 minutes sur vos projets et votre vision.',
      ),
    },
    {
      title: l('You receive a proposal', 'Vous recevez une proposition'),
      body: l(
        'A tailored package and quote within 24 hours.',
        'Un forfait et une soumission sur mesure en moins de 24 heures.',
      ),
    },
    {
      title: l('We plan together', 'On planifie ensemble'),
      body: l(
        'Contract, deposit, then a timeline built around the light.',
        'Contrat, dépôt, puis un horaire bâti autour de la lumière.',
      ),
    },
  ],
  faqIntro: sec(null, ['Good to know', 'Bon à savoir']),
  faq: [
    qa(
      ['How far ahead should I book?', 'Combien de temps à l’avance réserver?'],
      [
        'Weddings should be booked 6 to 12 months ahead; other sessions 2 to 4 weeks ahead.',
        'Les mariages se réservent de 6 à 12 mois à l’avance; les autres séances, de 2 à 4 semaines à l’avance.',
      ],
    ),
    qa(
      ['Do you travel?', 'Vous déplacez-vous?'],
      [
        'Yes, across North America and Europe. Local sessions in Montreal carry no extra cost.',
        'Oui, partout en Amérique du Nord et en Europe. Les séances locales à Montréal n’entraînent aucuns frais supplémentaires.',
      ],
    ),
    qa(
      ['How quickly do you reply?', 'En combien de temps répondez-vous?'],
      ['Within 24 hours, every time.', 'En moins de 24 heures, chaque fois.'],
    ),
    qa(
      ['Is the consultation call free?', 'L’appel-conseil est-il gratuit?'],
      [
        'Yes, consultation calls are always free and without obligation.',
        'Oui, les appels-conseils sont toujours gratuits et sans engagement.',
      ],
    ),
  ],
  seo: {
    title: l('Contact', 'Contact'),
    description: l(
      'Contact Lumière Studio in Montreal: send a message or book a free 30-minute consultation. Reply within 24 hours.',
      'Joignez Lumière Studio à Montréal : envoyez un message ou réservez une consultation gratuite de 30 minutes. Réponse en moins de 24 heures.',
    ),
    keywords: l(
      'contact photographer Montreal, book wedding photographer',
      'contacter photographe Montréal, réserver photographe de mariage',
    ),
  },
})
