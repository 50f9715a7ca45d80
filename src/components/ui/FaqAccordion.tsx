import { Accordion } from '@/components/ui/Accordion'
import { Paragraphs } from '@/components/ui/Paragraphs'

type Question = { id?: string | number | null; question: string; answer?: string | null }

/**
 * Questions and answers from the CMS as an accordion, each answer's paragraphs rendered on the
 * server. A question without an id (a page's inline FAQ rows) is keyed by its position.
 */
export function FaqAccordion({ questions }: { questions: Question[] }) {
  return (
    <Accordion
      items={questions.map((q, i) => ({
        id: q.id != null ? String(q.id) : String(i),
        title: q.question,
        content: (
          <div className="grid gap-3">
            <Paragraphs text={q.answer} />
          </div>
        ),
      }))}
    />
  )
}
