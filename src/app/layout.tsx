import type { ReactNode } from 'react'

/**
 * The route groups ((site), (studio), (payload)) each render their own <html>, so that the public
 * site can set <html lang> per locale and Payload keeps its own document.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children
}
