import { l } from '@/seed/localize'

type Entry = {
  category: 'booking' | 'pricing' | 'process' | 'logistics' | 'services'
  question: ReturnType<typeof l>
  answer: ReturnType<typeof l>
}

/**
 * 5 categories × 4 questions. The studio's figures as the FAQ reads them:
 * 30% non-refundable deposit, balance on the event day, maternity from $400.
 */
const entries: Entry[] = [
  {
    category: 'booking',
    question: l('How far in advance should I book?', 'Combien de temps à l’avance devrais-je réserver?'),
    answer: l(
      'For summer weddings, 6 to 12 months ahead is ideal; for winter weddings, 3 to 6 months is usually enough. Engagement sessions can be booked 2 to 4 weeks ahead, maternity sessions 4 to 6 weeks ahead (ideally for weeks 28 to 34), and corporate work 2 to 8 weeks ahead depending on the size of the team.',
      'Pour un mariage en été, l’idéal est de réserver de 6 à 12 mois à l’avance; pour un mariage en hiver, de 3 à 6 mois suffisent habituellement. Les séances de fiançailles se réservent de 2 à 4 semaines à l’avance, les séances de maternité de 4 à 6 semaines à l’avance (idéalement entre la 28e et la 34e semaine) et les mandats corporatifs de 2 à 8 semaines à l’avance selon la taille de l’équipe.',
    ),
  },
  {
    category: 'booking',
    question: l('How do I reserve my date?', 'Comment réserver ma date?'),
    answer: l(
      'Start with a free 30-minute consultation call so we can get to know each other. If we are a good fit, you receive a contract to sign online, and your date is secured once the deposit is paid.',
      'On commence par un appel-conseil gratuit de 30 minutes pour faire connaissance. Si le courant passe, vous recevez un contrat à signer en ligne, et votre date est réservée dès le paiement du dépôt.',
    ),
  },
  {
    category: 'booking',
    question: l('Is the consultation really free?', 'La consultation est-elle vraiment gratuite?'),
    answer: l(
      'Yes. The 30-minute call is free and without obligation, by phone or video. You can book it directly through the scheduling link on the contact page, and I reply to every message within 24 hours.',
      'Oui. L’appel de 30 minutes est gratuit et sans engagement, par téléphone ou en vidéo. Vous pouvez le réserver directement avec le lien de prise de rendez-vous de la page Contact, et je réponds à tous les messages en moins de 24 heures.',
    ),
  },
  {
    category: 'booking',
    question: l('Can we change our date after booking?', 'Peut-on changer notre date après la réservation?'),
    answer: l(
      'Life happens. One date change is free as long as the new date is within 18 months of the original one and I am available. Your deposit is simply carried over.',
      'La vie nous réserve parfois des surprises. Un changement de date est gratuit, pourvu que la nouvelle date soit dans les 18 mois suivant la date initiale et que je sois disponible. Votre dépôt est simplement reporté.',
    ),
  },
  {
    category: 'pricing',
    question: l('How much does wedding photography cost?', 'Combien coûte la photographie de mariage?'),
    answer: l(
      'Wedding packages start at $3,000 for 8 hours of digital coverage, $4,000 for analogue film coverage and $5,000 for photo plus video. Each package can be adjusted with add-ons such as an engagement session ($450) or an album (from $450 for 50 pages).',
      'Les forfaits mariage débutent à 3 000 $ pour 8 heures de couverture numérique, à 4 000 $ pour une couverture sur pellicule argentique et à 5 000 $ pour la photo et la vidéo. Chaque forfait peut être bonifié, par exemple d’une séance de fiançailles (450 $) ou d’un album (à partir de 450 $ pour 50 pages).',
    ),
  },
  {
    category: 'pricing',
    question: l(
      'What deposit do you require, and when is the balance due?',
      'Quel dépôt demandez-vous, et quand le solde est-il payable?',
    ),
    answer: l(
      'A non-refundable deposit of 30% secures your date. The balance is due on the day of the event. Prices are guaranteed for 2 years from the signature of the contract.',
      'Un dépôt non remboursable de 30 % réserve votre date. Le solde est payable le jour de l’événement. Les prix sont garantis pendant 2 ans à compter de la signature du contrat.',
    ),
  },
  {
    category: 'pricing',
    question: l('Do you offer payment plans?', 'Offrez-vous des versements?'),
    answer: l(
      'Yes: wedding packages over $2,000 can be paid in 3 or 4 instalments. E-transfer and cheques carry no fees; credit card payments carry a 3% processing fee.',
      'Oui : les forfaits mariage de plus de 2 000 $ peuvent être payés en 3 ou 4 versements. Le virement Interac et le chèque sont sans frais; les paiements par carte de crédit comportent des frais de 3 %.',
    ),
  },
  {
    category: 'pricing',
    question: l('How much is a maternity session?', 'Combien coûte une séance de maternité?'),
    answer: l(
      'Maternity sessions start at $400, including the style guide, access to the studio wardrobe and a private online gallery of edited images.',
      'Les séances de maternité débutent à 400 $, ce qui comprend le guide de style, l’accès à la garde-robe du studio et une galerie en ligne privée d’images retouchées.',
    ),
  },
  {
    category: 'process',
    question: l('How many photos will we receive?', 'Combien de photos recevrons-nous?'),
    answer: l(
      'It depends on the day, but a wedding usually means 400 to 800 edited images and an engagement session 50 to 75. I deliver every good image, never a handful of favourites.',
      'Ça dépend de la journée, mais un mariage donne habituellement de 400 à 800 images retouchées et une séance de fiançailles, de 50 à 75. Je livre toutes les bonnes images, pas seulement une poignée de favorites.',
    ),
  },
  {
    category: 'process',
    question: l('When will we receive our photos?', 'Quand recevrons-nous nos photos?'),
    answer: l(
      'You get a sneak peek of 10 to 15 images within 48 to 72 hours. Full wedding galleries are delivered in 4 to 6 weeks, portrait sessions in 2 to 3 weeks and corporate work in 1 to 2 weeks. Album design takes another 4 to 6 weeks.',
      'Vous recevez un avant-goût de 10 à 15 images en 48 à 72 heures. Les galeries complètes de mariage sont livrées en 4 à 6 semaines, les séances portrait en 2 à 3 semaines et les mandats corporatifs en 1 à 2 semaines. La conception de l’album prend de 4 à 6 semaines de plus.',
    ),
  },
  {
    category: 'process',
    question: l('Do you provide the RAW files?', 'Fournissez-vous les fichiers RAW?'),
    answer: l(
      'No. Editing is half of my work and part of the look you chose me for, so every image you receive is carefully colour-corrected and finished. Raw files are not provided.',
      'Non. La retouche représente la moitié de mon travail et fait partie du style que vous avez choisi; chaque image que vous recevez est donc soigneusement corrigée et finalisée. Les fichiers bruts ne sont pas fournis.',
    ),
  },
  {
    category: 'process',
    question: l('How does the film package work?', 'Comment fonctionne le forfait argentique?'),
    answer: l(
      'I shoot part of your day on medium-format and 35 mm film alongside digital. Once the rolls are developed, prints are mailed within 48 hours and the high-resolution scans arrive in your gallery within 3 to 5 days.',
      'Je photographie une partie de votre journée sur pellicule moyen format et 35 mm, en plus du numérique. Une fois les rouleaux développés, les tirages sont postés en 48 heures et les numérisations haute résolution arrivent dans votre galerie en 3 à 5 jours.',
    ),
  },
  {
    category: 'logistics',
    question: l('Do you travel?', 'Vous déplacez-vous?'),
    answer: l(
      'Gladly, across North America and Europe. Sessions in Montreal carry no extra cost; beyond a 50 km radius, travel is billed at $0.70 per km, and destination weddings get a custom quote including travel and lodging.',
      'Avec plaisir, partout en Amérique du Nord et en Europe. Les séances à Montréal n’entraînent aucuns frais supplémentaires; au-delà d’un rayon de 50 km, le déplacement est facturé 0,70 $ du kilomètre, et les mariages à destination font l’objet d’une soumission sur mesure incluant transport et hébergement.',
    ),
  },
  {
    category: 'logistics',
    question: l('What if our day runs longer than planned?', 'Et si notre journée dure plus longtemps que prévu?'),
    answer: l(
      'No need to stop the party: overtime can be added on the day at $200 per hour. We will also build buffers into your timeline so that this rarely happens.',
      'Pas besoin d’arrêter la fête : des heures supplémentaires peuvent s’ajouter sur place, à 200 $ l’heure. On prévoit aussi des marges dans votre horaire pour que ça arrive rarement.',
    ),
  },
  {
    category: 'logistics',
    question: l('What is your cancellation policy?', 'Quelle est votre politique d’annulation?'),
    answer: l(
      'The deposit is non-refundable. If you cancel 30 days or more before the event, any final payment already made is refunded; within 30 days of the event, all payments are kept. The full details are on the policies page.',
      'Le dépôt n’est pas remboursable. Si vous annulez 30 jours ou plus avant l’événement, le paiement final déjà versé vous est remboursé; dans les 30 jours précédant l’événement, tous les paiements sont conservés. Tous les détails se trouvent à la page Politiques.',
    ),
  },
  {
    category: 'logistics',
    question: l(
      'How long does our online gallery stay available?',
      'Combien de temps notre galerie en ligne reste-t-elle accessible?',
    ),
    answer: l(
      'Galleries stay active for one year. Download your images as soon as you receive them and keep a backup; prints and albums can be ordered directly from the gallery.',
      'Les galeries restent actives pendant un an. Téléchargez vos images dès que vous les recevez et gardez-en une copie de sauvegarde; les tirages et les albums peuvent être commandés directement à partir de la galerie.',
    ),
  },
  {
    category: 'services',
    question: l('Do you also film weddings and events?', 'Filmez-vous aussi les mariages et les événements?'),
    answer: l(
      'Yes. Video coverage starts at $800, and the photo plus video wedding package ($5,000) brings both together with one coordinated team and a consistent look.',
      'Oui. La couverture vidéo débute à 800 $, et le forfait mariage photo et vidéo (5 000 $) réunit les deux avec une seule équipe coordonnée et un style uniforme.',
    ),
  },
  {
    category: 'services',
    question: l('Do you photograph businesses and events?', 'Photographiez-vous les entreprises et les événements?'),
    answer: l(
      'Absolutely: headshots, team photos, workplaces, conferences and launches. Corporate sessions start at $350 with a 48-hour turnaround.',
      'Tout à fait : portraits professionnels, photos d’équipe, espaces de travail, conférences et lancements. Les séances corporatives débutent à 350 $, avec livraison en 48 heures.',
    ),
  },
  {
    category: 'services',
    question: l('Do you cover sports events?', 'Couvrez-vous les événements sportifs?'),
    answer: l(
      'Yes, for clubs, schools and tournaments. Sports coverage starts at $300 per event and includes more than 100 edited photos delivered within 72 hours.',
      'Oui, pour les clubs, les écoles et les tournois. La couverture sportive débute à 300 $ par événement et comprend plus de 100 photos retouchées, livrées en 72 heures.',
    ),
  },
  {
    category: 'services',
    question: l('Do you teach photography?', 'Donnez-vous des cours de photographie?'),
    answer: l(
      'I do. Five classes, from a 60-minute expert session to an 8-week wedding specialist program, online or in person in Montreal, with at most 8 students per class. See the classes page for dates and prices.',
      'Oui. Cinq cours, de la séance d’expert de 60 minutes au programme de 8 semaines de spécialiste en mariage, en ligne ou en personne à Montréal, avec au plus 8 personnes par groupe. Consultez la page Cours pour les dates et les prix.',
    ),
  },
]

/** Order within a category follows the list above. */
export const faqEntries = entries.map((entry, i) => ({ ...entry, order: (i % 4) + 1 }))
