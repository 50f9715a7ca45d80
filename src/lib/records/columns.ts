/**
 * A column of a dashboard CSV export. Kept apart from the CSV writer so that the areas' output
 * shapes (which client components import for their types) can declare their columns.
 */
export interface CsvColumn<T> {
  key: string
  value: (row: T) => unknown
}

/** Columns that copy a record's fields as they are, headed by the field names. */
export const columns = <T>(keys: readonly (keyof T & string)[]): CsvColumn<T>[] =>
  keys.map((key) => ({ key, value: (row: T) => row[key] }))
