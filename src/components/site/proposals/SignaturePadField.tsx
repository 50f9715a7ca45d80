'use client'

import type SignaturePad from 'signature_pad'
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'

import { useLoadWhenNeeded } from '@/components/forms/useLoadWhenNeeded'

import type { ProposalTexts } from './types'

export interface SignatureHandle {
  /** The signature as a PNG data URL, or undefined when nothing is drawn. */
  png(): string | undefined
}

type Props = {
  ref: Ref<SignatureHandle>
  t: ProposalTexts['sign']
  /** The typed name, which a visitor without a pointer adopts as their signature. */
  typedName: string
  error?: string
  onChange: () => void
}

// A phone at 3× makes a PNG nine times larger for no legible gain; 2× stays well under 200 KB.
const MAX_RATIO = 2

/**
 * The drawn signature. The canvas is in the page's HTML; signature_pad (touch, pen and mouse) is
 * fetched only when the form comes near the viewport or at the visitor's first interaction, so it
 * is not part of the page's first load. Without a pointer, the typed name is written on the canvas
 * in a script style and becomes the signature (the label says so).
 */
export function SignaturePadField({ ref, t, typedName, error, onChange }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<SignaturePad | null>(null)
  const [filled, setFilled] = useState(false)
  const [ready, setReady] = useState(false)
  const [box, load] = useLoadWhenNeeded<HTMLDivElement>({ rootMargin: '800px', lateMs: 1500 })

  useImperativeHandle(ref, () => ({ png: () => (filled ? canvas.current?.toDataURL('image/png') : undefined) }), [
    filled,
  ])

  useEffect(() => {
    if (!load || !canvas.current) return
    let live = true
    const element = canvas.current
    const fit = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_RATIO)
      const data = pad.current?.toData()
      element.width = element.offsetWidth * ratio
      element.height = element.offsetHeight * ratio
      element.getContext('2d')?.scale(ratio, ratio)
      if (pad.current) {
        pad.current.clear()
        if (data?.length) pad.current.fromData(data)
      }
    }
    void import('signature_pad').then(({ default: Pad }) => {
      if (!live) return
      fit()
      pad.current = new Pad(element, { penColor: '#1a1714', minWidth: 0.8, maxWidth: 2.6 })
      pad.current.addEventListener('endStroke', () => {
        setFilled(true)
        onChange()
      })
      setReady(true)
    })
    window.addEventListener('resize', fit)
    return () => {
      live = false
      window.removeEventListener('resize', fit)
      pad.current?.off()
      pad.current = null
    }
  }, [load, onChange])

  const clear = () => {
    pad.current?.clear()
    const element = canvas.current
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height)
    setFilled(false)
  }

  const useTypedName = () => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context || !typedName.trim()) return
    clear()
    const width = element.offsetWidth
    const height = element.offsetHeight
    let size = Math.min(48, height * 0.45)
    context.fillStyle = '#1a1714'
    context.textBaseline = 'middle'
    do {
      context.font = `italic ${size}px "Brush Script MT", "Segoe Script", cursive, serif`
      size -= 2
    } while (context.measureText(typedName).width > width - 24 && size > 12)
    context.fillText(typedName.trim(), 12, height / 2)
    setFilled(true)
    onChange()
  }

  return (
    <div ref={box} className="grid gap-2">
      <p id="signature-label" className="font-semibold">
        {t.signature}
      </p>
      <p id="signature-hint" className="text-sm text-ink-soft">
        {t.signatureHint} {t.signatureKeyboard}
      </p>
      <canvas
        ref={canvas}
        role="img"
        aria-labelledby="signature-label"
        aria-describedby={error ? 'signature-hint signature-error' : 'signature-hint'}
        data-testid="signature-pad"
        data-filled={filled ? 'true' : 'false'}
        data-ready={ready ? 'true' : 'false'}
        className={`h-44 w-full touch-none rounded-2xl border-2 bg-white ${error ? 'border-danger' : 'border-line'}`}
      />
      {error && (
        <p id="signature-error" className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline" onClick={clear}>
          {t.clear}
        </button>
        <button type="button" className="btn btn-outline" onClick={useTypedName} disabled={!typedName.trim()}>
          {t.useTypedName}
        </button>
      </div>
    </div>
  )
}
