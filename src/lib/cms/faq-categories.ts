/** The five FAQ categories, in the order of the FAQ page. */
export const faqCategories = ['booking', 'pricing', 'process', 'logistics', 'services'] as const
export type FaqCategory = (typeof faqCategories)[number]
