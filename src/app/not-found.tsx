import './(site)/globals.css'

/** Fallback for paths outside the localized site (e.g. /admin/unknown). */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="bg-cream text-ink">
        <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
          <h1 className="font-serif text-4xl">Page Not Found</h1>
          <p lang="fr">Page introuvable</p>
          <a className="underline" href="/">
            Home · Accueil
          </a>
        </main>
      </body>
    </html>
  )
}
