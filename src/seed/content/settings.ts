import { l } from '@/seed/localize'

import { privacyOfficer } from './pages-privacy'

/** Contact details, links and figures. Links are the studio's own placeholders. */
export const siteSettings = {
  studioName: 'Lumière Studio',
  phone: '+1 (514) 555-0142',
  email: 'hello@lumiere-studio.ca',
  // Placeholder: the studio's real postal address (every newsletter e-mail names it).
  mailingAddress: '123 rue Saint-Paul Ouest, Montréal (Québec) H2Y 1Z5, Canada',
  privacyOfficer,
  hours: l('Monday to Saturday, 9 a.m. to 7 p.m.', 'Du lundi au samedi, de 9 h à 19 h'),
  location: l('Montreal, Quebec', 'Montréal (Québec)'),
  servingArea: l(
    'Based in Montreal, serving clients across North America and Europe',
    'Établi à Montréal, au service des clients de l’Amérique du Nord et de l’Europe',
  ),
  tagline: l(
    'Wedding, portrait and video studio in Montreal. Honest, luminous images of the moments that matter.',
    'Studio de photo de mariage, de portrait et de vidéo à Montréal. Des images lumineuses et sincères des moments qui comptent.',
  ),
  socials: [
    { network: 'instagram', url: 'https://www.instagram.com/lumierestudio.mtl' },
    { network: 'facebook', url: 'https://www.facebook.com/lumierestudio.mtl' },
  ],
  consultationUrl: 'https://calendly.com/lumiere-studio/consultation',
  availabilityUrl: 'https://calendly.com/lumiere-studio/availability',
  galleryUrl: 'https://gallery.lumiere-studio.ca',
  familyUrl: 'https://famille.lumiere-studio.ca',
  boudoirUrl: 'https://boudoir.lumiere-studio.ca',
  // No measurement id until the owner creates one: analytics stay off rather than reporting elsewhere.
  analyticsId: '',
  stats: {
    clients: '500+',
    events: '1000+',
    weddings: '200+',
    corporateClients: '50+',
    yearsHome: '6+',
    yearsAbout: '10+',
    rating: 4.9,
    ratingReviewsStrip: '5/5',
    reviewCount: 127,
  },
}
