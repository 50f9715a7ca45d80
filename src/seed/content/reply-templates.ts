import { l } from '@/seed/localize'

/**
 * The reply templates the owner starts from, in both languages; `key` identifies each
 * for the seed, which never overwrites an edited one. Placeholders: src/lib/inquiries/stages.ts.
 */
export const replyTemplates = [
  {
    key: 'first-reply',
    name: l('First reply: free consultation', 'Première réponse : consultation gratuite'),
    subject: l('Your {service} inquiry · Lumière Studio', 'Votre demande ({service}) · Lumière Studio'),
    body: l(
      'Hi {firstName},\n\nThank you for reaching out about {service}! We would love to hear more about what you have in mind.\n\nThe easiest next step is a free 30-minute consultation call, where we talk through your ideas, the day itself and how we work. You can choose a time that suits you here: {consultationLink}\n\nTalk soon,\nThe Lumière Studio team',
      'Bonjour {firstName},\n\nMerci de nous avoir écrit au sujet de votre projet ({service}) ! Nous avons hâte d’en savoir plus sur ce que vous imaginez.\n\nLa meilleure prochaine étape est un appel-conseil gratuit de 30 minutes, pour parler de vos idées, de la journée elle-même et de notre façon de travailler. Choisissez le moment qui vous convient ici : {consultationLink}\n\nAu plaisir,\nL’équipe de Lumière Studio',
    ),
  },
  {
    key: 'date-available',
    name: l('Your date is available', 'Votre date est libre'),
    subject: l(
      'Good news: {eventDate} is open · Lumière Studio',
      'Bonne nouvelle : le {eventDate} est libre · Lumière Studio',
    ),
    body: l(
      'Hi {firstName},\n\nGood news: we are still available on {eventDate}. Dates fill up quickly, so we suggest a short consultation call to talk about your plans and secure the day: {consultationLink}\n\nWarm regards,\nThe Lumière Studio team',
      'Bonjour {firstName},\n\nBonne nouvelle : nous sommes encore libres le {eventDate}. Les dates partent vite; nous vous proposons un court appel-conseil pour parler de vos projets et réserver la journée : {consultationLink}\n\nAu plaisir,\nL’équipe de Lumière Studio',
    ),
  },
]
