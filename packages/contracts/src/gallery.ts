import { z } from 'zod';
import { defineApi } from './http';
import { defineEvent, defineQueue } from './messages';
import { beforeCursorSchema, limitSchema } from './paging';
import { optionalText, requiredText } from './text';
import { galleryCategories } from './values';

export { galleryCategories };

export const galleryCategorySchema = z.enum(galleryCategories, {
  error: () => `Category must be one of: ${galleryCategories.join(', ')}`,
});
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;
export const defaultGalleryCategory: GalleryCategory = 'general';

/** What staff may upload: per file, per selection, and the image types (sniffed by content). */
export const uploadLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 10,
  types: {
    'image/jpeg': ['jpg', 'jpeg'],
    'image/png': ['png'],
    'image/gif': ['gif'],
    'image/webp': ['webp'],
  },
  /**
   * The most pixels an image of each type may have, every frame of an animation counted: what
   * a photo of a machine's display or of the venue needs, and what keeps the memory one image
   * costs the gallery to read and write again under about 65 MB (measured; `gallery.images.ts`).
   * A phone's photo is 12 MP (4000 × 3000); GIF and WebP are read and written whole, frame by
   * frame, at up to 30 bytes a pixel, so they stop at a Full HD picture, or its pixels spread
   * over the frames of an animation.
   */
  maxPixels: {
    'image/jpeg': 4000 * 3000,
    'image/png': 4000 * 3000,
    'image/gif': 1920 * 1080,
    'image/webp': 1920 * 1080,
  },
} as const;
export type UploadType = keyof typeof uploadLimits.types;

/** Where uploaded images are served: `/objects/uploads/{objectId}`. */
export const objectPathPrefix = '/objects/uploads/';
const objectIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An original's id is a UUID; its variants add their width: `{uuid}-w480`. */
export const storedObjectIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-w\d{1,5})?$/, {
    error: 'No such object',
  });

/** Whether the text is the path of an uploaded object: `/objects/uploads/{uuid}`. */
export const isObjectPath = (value: string) =>
  value.startsWith(objectPathPrefix) && objectIdPattern.test(value.slice(objectPathPrefix.length));

/** The object path an upload URL stores to, without its signed query. */
export const objectPathSchema = z
  .string({ error: 'Filename is required' })
  .trim()
  .refine(isObjectPath, 'Filename must be the path of an uploaded image (/objects/uploads/...)');

export const objectIdOf = (objectPath: string) => objectPath.slice(objectPathPrefix.length);

export const galleryVariantSchema = z.object({
  width: z.number().int().positive(),
  url: z.string(),
});

export const galleryImageSchema = z.object({
  id: z.string(),
  /** The object path of the stored original. */
  filename: z.string(),
  /** The display name. */
  originalName: z.string(),
  description: z.string(),
  category: galleryCategorySchema,
  isVisible: z.boolean(),
  uploadedAt: z.iso.datetime({ offset: true }),
  /** Known once the variants are made (the original's, after orientation). */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** Resized WebP copies, narrowest first; empty until the gallery.make-variants job made them. */
  variants: z.array(galleryVariantSchema),
  /** The catalogue game the image shows (the game's id, which a rename keeps); absent when none. */
  gameId: z.string().optional(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

const displayName = requiredText(
  'Display name',
  { max: 200 },
  'Please provide a display name for the image',
);
const imageDescription = optionalText('Description', { max: 1000, multiline: true });

const gameIdMessage = 'Machine must be the id of a game';
/** A catalogue game's id, as an image's tag and as the list's filter. */
const gameIdSchema = z
  .string({ error: gameIdMessage })
  .trim()
  .min(1, gameIdMessage)
  .max(64, 'Machine must be at most 64 characters')
  .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value), gameIdMessage);

/** What staff send to create a record for an uploaded image. */
export const createGalleryImageSchema = z.object({
  filename: objectPathSchema,
  originalName: displayName,
  description: imageDescription,
  category: galleryCategorySchema.default(defaultGalleryCategory),
  isVisible: z.boolean({ error: 'Visibility must be true or false' }).default(true),
  uploadedAt: z.iso
    .datetime({ offset: true, error: 'Uploaded at must be a date and time with its offset' })
    .optional(),
  gameId: gameIdSchema.optional(),
});
export type CreateGalleryImage = z.input<typeof createGalleryImageSchema>;

/**
 * The edit dialog's fields; the stored file stays as it is. `gameId` is left out by clients
 * that predate it, so absent keeps the tag; null removes it.
 */
export const updateGalleryImageSchema = z.object({
  originalName: displayName,
  description: imageDescription,
  category: galleryCategorySchema,
  isVisible: z.boolean({ error: 'Visibility must be true or false' }),
  gameId: gameIdSchema.nullable().optional(),
});
export type UpdateGalleryImage = z.input<typeof updateGalleryImageSchema>;

/** The gallery is paged newest first: 48 a page (a full row at every grid width), 200 at most. */
export const galleryPageLimitDefault = 48;
export const galleryPageLimitMax = 200;
export const galleryQuerySchema = z.object({
  category: galleryCategorySchema.optional(),
  /** Only the images tagged with this catalogue game (a machine's page asks for its photo). */
  game: gameIdSchema.optional(),
  limit: limitSchema(galleryPageLimitDefault, galleryPageLimitMax),
  before: beforeCursorSchema,
});
export type GalleryQuery = z.output<typeof galleryQuerySchema>;

/** How many images the gallery holds, in all and per category (visible ones for visitors). */
export const galleryCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  categories: z.record(galleryCategorySchema, z.number().int().nonnegative()),
});
export type GalleryCounts = z.infer<typeof galleryCountsSchema>;
export const galleryIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const objectParamsSchema = z.object({ id: storedObjectIdSchema });
export const uploadParamsSchema = z.object({
  id: z.string().regex(objectIdPattern, { error: 'The upload link is not valid' }),
});

export const uploadUrlSchema = z.object({
  /** Where to PUT the file: the object path with a signed, single-use, short-lived query. */
  uploadURL: z.string(),
});

const signedNumber = z
  .string({ error: 'The upload link is incomplete' })
  .regex(/^\d{1,15}$/, 'The upload link is not valid');
/**
 * What an upload is for beside the gallery: a photo of a score's display, sent by a player with
 * a score submission (the leaderboard asks for its link). It is never made a gallery record.
 */
export const uploadPurposes = ['score-proof'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

const signatureSchema = z
  .string({ error: 'The upload link is incomplete' })
  .regex(/^[\w-]{43}$/, 'The upload link is not valid');

export const uploadQuerySchema = z.object({
  expires: signedNumber,
  purpose: z.enum(uploadPurposes, { error: 'The upload link is not valid' }).optional(),
  /** On a score's photo link: the address it was issued to, as a keyed digest (no address). */
  client: z
    .string()
    .regex(/^[\w-]{22}$/, 'The upload link is not valid')
    .optional(),
  signature: signatureSchema,
});

/** Who a score's photo link is for: the address the gateway saw the player's request come from. */
export const proofUploadRequestSchema = z.object({
  client: z.union([z.ipv4(), z.ipv6()], { error: 'client must be an IPv4 or IPv6 address' }),
});

/** What a player is told once their address has sent its day of photo bytes (429). */
export const proofQuotaMessage =
  'This address has sent as many photos as it may today. Please try again tomorrow.';

/** A link for a score's photo, and the object path it stores to. */
export const proofUploadSchema = z.object({ uploadURL: z.string(), objectPath: z.string() });

/**
 * A score's photo, after its upload: `submitted` with its score (staff see it, it no longer
 * expires), then `approved` with it (anyone may see it), or `reopened` when staff take the
 * approval back (staff's only again, as a submitted one). A rejected one is deleted.
 */
export const proofStages = ['submitted', 'approved', 'reopened'] as const;
export type ProofStageName = (typeof proofStages)[number];
export const proofStageSchema = z.object({
  stage: z.enum(proofStages, { error: `stage must be one of: ${proofStages.join(', ')}` }),
});

/** A view link staff are given for a photo only they may see: `?expires=...&signature=...`. */
export const objectQuerySchema = z.object({
  expires: signedNumber.optional(),
  signature: signatureSchema.optional(),
});

/** An object that was uploaded and stored, for a service that is handed its path. */
export const storedObjectSchema = z.object({
  objectPath: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  purpose: z.enum(['gallery', ...uploadPurposes]),
  /** Where staff's browser may load it for the next hour, whoever else may not. */
  viewURL: z.string(),
});
export type StoredObject = z.infer<typeof storedObjectSchema>;

export const uploadedObjectSchema = z.object({
  objectPath: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});

export const galleryChangeKinds = ['created', 'updated', 'deleted', 'variants'] as const;

/** Published by the gallery after any change to its records. */
export const galleryChangedEventSchema = z.object({
  change: z.enum(galleryChangeKinds),
  imageId: z.string(),
});
export type GalleryChangedEvent = z.infer<typeof galleryChangedEventSchema>;

export const galleryChanged = defineEvent({
  name: 'gallery.changed',
  payload: galleryChangedEventSchema,
});

/** Resized WebP copies of one record's image, its width and height (sharp). */
export const makeVariantsQueue = defineQueue({
  name: 'gallery.make-variants',
  payload: z.object({ imageId: z.string() }),
  attempts: 3,
  backoffMs: 1000,
});

/** Deletes the photos of scores that were never sent with their score (every 5 minutes). */
export const expireScoreProofsQueue = defineQueue({
  name: 'gallery-expire-score-proofs',
  payload: z.object({}),
  attempts: 1,
});

/** The widths of the variants: a grid card and the large dialog. */
export const variantWidths = [480, 1200] as const;

/** The gallery's routes. */
export const galleryApi = defineApi('gallery', {
  list: {
    method: 'GET',
    path: '/api/gallery',
    access: 'public',
    query: galleryQuerySchema,
    response: z.array(galleryImageSchema),
    cache: { invalidatedBy: [galleryChanged] },
  },
  /** The filter's and the counter's figures, which a page of the list cannot give. */
  counts: {
    method: 'GET',
    path: '/api/gallery/counts',
    access: 'public',
    response: galleryCountsSchema,
    cache: { invalidatedBy: [galleryChanged] },
  },
  create: {
    method: 'POST',
    path: '/api/gallery',
    access: 'staff',
    body: { kind: 'json', schema: createGalleryImageSchema },
    response: galleryImageSchema,
  },
  update: {
    method: 'PUT',
    path: '/api/gallery/:id',
    access: 'staff',
    params: galleryIdParamsSchema,
    body: { kind: 'json', schema: updateGalleryImageSchema },
    response: galleryImageSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/gallery/:id',
    access: 'staff',
    params: galleryIdParamsSchema,
  },
  uploadUrl: {
    method: 'POST',
    path: '/api/objects/upload',
    access: 'staff',
    response: uploadUrlSchema,
  },
  /**
   * A link for a score's photo: asked for by the leaderboard for a player's submission, for the
   * player's address, which may send so many bytes a day (429 once it has).
   */
  proofUploadUrl: {
    method: 'POST',
    path: '/api/objects/score-proof-upload',
    access: 'staff',
    body: { kind: 'json', schema: proofUploadRequestSchema },
    response: proofUploadSchema,
  },
  /** A score's photo sent with its score, or approved with it (see proofStages). */
  setProofStage: {
    method: 'PUT',
    path: '/api/objects/:id/proof-stage',
    access: 'staff',
    params: uploadParamsSchema,
    body: { kind: 'json', schema: proofStageSchema },
    response: storedObjectSchema,
  },
  /** Deletes a score's photo (its score was rejected); a gallery image goes with its record. */
  removeProof: {
    method: 'DELETE',
    path: '/api/objects/:id',
    access: 'staff',
    params: uploadParamsSchema,
  },
  /** What is stored under an uploaded object's id (404 until its upload is complete). */
  storedObject: {
    method: 'GET',
    path: '/api/objects/:id',
    access: 'staff',
    params: uploadParamsSchema,
    response: storedObjectSchema,
  },
  /**
   * Public at the edge: the signed query is the permission (signature, expiry, single use),
   * checked by the service before it reads a byte.
   */
  putObject: {
    method: 'PUT',
    path: '/objects/uploads/:id',
    access: 'public',
    params: uploadParamsSchema,
    query: uploadQuerySchema,
    body: { kind: 'stream', limit: uploadLimits.maxBytes },
    response: uploadedObjectSchema,
    rateLimit: { limit: 120, windowSeconds: 60 },
  },
  /**
   * Not kept by the edge cache: images are large and already cached by browsers for a year
   * (their ids never change content); the edge cache is for the small JSON reads. A score's
   * photo is served to staff, or to its view link, until its score is approved.
   */
  object: {
    method: 'GET',
    path: '/objects/uploads/:id',
    access: 'public',
    params: objectParamsSchema,
    query: objectQuerySchema,
  },
});
