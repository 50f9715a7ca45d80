/**
 * Hands a fetched file (the CSV of a list, a person's archive) to the browser as a download, under
 * the name the server gave in Content-Disposition, else `fallbackName`. The file is fetched by the
 * caller through the API helper, which adds the bearer or the cookie a plain link could not.
 */
export async function saveDownload(res: Response, fallbackName: string): Promise<void> {
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
