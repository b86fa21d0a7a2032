/** Deterministic, realistic-looking contacts for demo studios (seeded, so runs are repeatable). */
import type { ClientCreate } from '../modules/clients/schemas.js';

const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Sophia', 'Elijah', 'Isabella', 'Lucas', 'Mia', 'Mateo',
  'Charlotte', 'Levi', 'Harper', 'José', 'Zoë', 'Chloé', 'Søren', 'Ana', 'María', 'Renée', 'Björn', 'Aisha', 'Kenji', 'Priya',
  'Chiara', 'Mohammed', 'Fatima', 'Wei', 'Ingrid', 'Théo', 'Léa', 'Nikolai', 'Ama', 'Diego', 'Hana', 'Ewan', 'Saoirse', 'Malik'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'García', 'Miller', 'Davis', 'Rodríguez', 'Martínez', 'Müller',
  'Nguyen', 'Kowalski', 'O\'Brien', 'Dubois', 'Rossi', 'Andersen', 'Lindqvist', 'Okafor', 'Tanaka', 'Patel', 'Khan', 'Silva',
  'Novak', 'Jensen', 'Moreau', 'Fischer', 'Costa', 'Haddad', 'Kim', 'Schmidt', 'Byrne', 'Larsen', 'Fernández', 'Ivanova'];
const COMPANIES = ['Bloom & Vine Events', 'Northlight Weddings', 'Harbor Street Bakery', 'Atlas Architects', 'Juniper Yoga',
  'Copper Kettle Café', 'Summit Realty', 'Maple & Oak Interiors', 'Bright Path Dental', 'Saltwater Surf Co.'];
const CITIES: [string, string, number][] = [['Portland', 'OR', 840], ['Austin', 'TX', 840], ['Brooklyn', 'NY', 840],
  ['Toronto', 'ON', 124], ['London', 'England', 826], ['Dublin', 'Leinster', 372], ['Lyon', 'Auvergne-Rhône-Alpes', 250],
  ['Madrid', 'Madrid', 724], ['Copenhagen', 'Capital Region', 208], ['Melbourne', 'VIC', 36]];
const STREETS = ['Maple Ave', 'High Street', 'Calle Mayor', 'Rue de la Paix', 'Elm Street', 'Harbour Road', 'Park Lane'];
const NOTES = ['Referred by a past bride', 'Prefers golden-hour sessions', 'Asked about albums', 'Has two dogs for the shoot', null, null];

/** A small, fast pseudo-random generator (mulberry32): the same seed gives the same studio. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z]/g, '').toLowerCase();

/** The n-th demo person; `n` makes the email unique within the studio. */
export function demoPerson(n: number, random: () => number): ClientCreate {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const first = pick(FIRST);
  const last = pick(LAST);
  const [city, state, countryId] = pick(CITIES);
  const roll = random();
  return {
    first_name: first,
    last_name: last,
    email: `${fold(first)}.${fold(last)}${n}@example.com`,
    phone: `(${200 + Math.floor(random() * 800)}) 555-${String(Math.floor(random() * 10000)).padStart(4, '0')}`,
    company: roll < 0.2 ? pick(COMPANIES) : null,
    job_title: null,
    type: roll < 0.6 ? 'client' : roll < 0.9 ? 'lead' : 'other',
    status_name: random() < 0.1 ? 'Archived' : 'Active',
    notes: pick(NOTES),
    address_info: { address_line_1: `${1 + Math.floor(random() * 400)} ${pick(STREETS)}`, city, state, postal_code: String(10000 + Math.floor(random() * 89999)), country_id: countryId },
  };
}
