'use client'

import dynamic from 'next/dynamic'
import { type ComponentProps, useState } from 'react'

import type { PoolRegistration } from '@/components/forms/PoolRegistration'
import { useLoadWhenNeeded } from '@/components/forms/useLoadWhenNeeded'

type Props = ComponentProps<typeof PoolRegistration>

const PoolRegistrationLazy = dynamic(
  () => import('@/components/forms/PoolRegistration').then((m) => m.PoolRegistration),
  { ssr: false },
)

const registerButtonClass = 'btn bg-gold-light text-night hover:bg-cream'

/**
 * The registration button, with the dialog's code (form, schema, query client) loaded when the page
 * is idle; pressing the button before that loads it at once and opens the dialog when it arrives.
 */
export function RegistrationSlot(props: Props) {
  const [ref, load, start] = useLoadWhenNeeded<HTMLDivElement>()
  const [openOnMount, setOpenOnMount] = useState(false)
  return (
    <div ref={ref} className="inline-block">
      {load ? (
        <PoolRegistrationLazy {...props} openOnMount={openOnMount} />
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          className={registerButtonClass}
          onClick={() => {
            setOpenOnMount(true)
            start()
          }}
        >
          {props.labels.register}
        </button>
      )}
    </div>
  )
}
