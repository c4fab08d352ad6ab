/**
 * The locations of `content/locations.json` and the operator API (pickup points, hotels,
 * merchants: spec 7 `locations/{module}`), as written and as stored in `content_locations`.
 */
import { TERRITORY_CODES } from '@shop/domain';
import { z } from 'zod';
import { contentSlugSchema, text, uniqueIds } from './sources.js';

export const LOCATION_MODULE = /^[a-z0-9_-]{1,50}$/u;

export const locationSourceSchema = z.strictObject({
  id: contentSlugSchema,
  module: z.string().regex(LOCATION_MODULE, 'module invalide'),
  type: z.string().regex(/^[a-z_]{1,50}$/u, 'type invalide'),
  territory: z.enum(TERRITORY_CODES),
  name: text(200),
  street: text(300),
  postCode: z.string().regex(/^[0-9]{5}$/u, 'code postal à 5 chiffres'),
  city: text(100),
  country: z.enum(TERRITORY_CODES),
  latitude: z
    .number()
    .min(-90)
    .max(90)
    .nullish()
    .transform((value) => value ?? null),
  longitude: z
    .number()
    .min(-180)
    .max(180)
    .nullish()
    .transform((value) => value ?? null),
  phone: z
    .string()
    .regex(/^\+[0-9 ]{8,20}$/u, 'téléphone au format international (+590 …)')
    .nullish()
    .transform((value) => value ?? null),
  skus: z.array(z.string().trim().min(1).max(64)).max(200).default([]),
});
export const locationsSourceSchema = z.strictObject({ locations: z.array(locationSourceSchema).max(5_000) });
export type LocationsSource = z.input<typeof locationsSourceSchema>;
export type StoredLocation = z.output<typeof locationSourceSchema>;

export function compileLocations(source: z.output<typeof locationsSourceSchema>): StoredLocation[] {
  uniqueIds('locations', source.locations);
  return source.locations;
}
