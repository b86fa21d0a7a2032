/**
 * The changes of a partial update (a PUT changes only the fields given): the fields whose value is not
 * undefined. A null is kept: it clears the field.
 */
export function givenChanges<T extends object>(fields: { [K in keyof T]?: T[K] | undefined }): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
