// One entry of a country's region list.

export interface Region {
  /** ISO 3166-2 subdivision code without the country prefix ('NY' for US-NY). */
  readonly code: string;
  readonly name: string;
}
