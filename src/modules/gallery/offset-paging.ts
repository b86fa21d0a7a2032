/** A slice of a list (API.md §8): `limit` items from `offset`. */
export interface OffsetRequest {
  limit: number;
  offset: number;
}

/** A slice as the API answers it: its items, and where it stands in the list. */
export interface OffsetPage<Item> {
  data: Item[];
  meta: { total: number } & OffsetRequest;
}
