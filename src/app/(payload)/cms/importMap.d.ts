import type { ImportMap } from 'payload'

export declare const importMap: ImportMap
