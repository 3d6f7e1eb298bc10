import type { GalleryCategory, GalleryImage } from '@venue/contracts/gallery';
import { uploadLimits } from '@venue/contracts/gallery';
import { ImageUp, Info } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { PagedList } from '@/components/ui/query-state/paged-list';
import { successToastOf } from '@/lib/toast';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { maxSizeLabel } from '@/lib/upload-rules';

import { deleteGalleryImageMutation } from '../api/delete-gallery-image';
import { useStaffGalleryImages } from '../api/get-gallery-images';
import { galleryCategoryDisplay, orderedGalleryCategories } from '../gallery-categories';
import type { Machines } from '../machines';
import { EditImageDialog } from './edit-image-dialog';
import { GalleryPicture } from './gallery-picture';
import { GalleryTable } from './gallery-table';
import { UploadImageDialog } from './upload-image-dialog';
import './gallery.css';
import './gallery-manager.css';

const imageCount = (count: number) => (count === 1 ? '1 image' : `${count} images`);

type GalleryManagerProps = {
  /** Extra header buttons from the page (e.g. Logout). */
  headerActions?: ReactNode;
  /** The catalogue's games, which an image may be tagged with; undefined until loaded. */
  machines: Machines;
};

/** The category filter and how many images it finds. */
function GalleryToolbar({
  category,
  onCategoryChange,
  total,
}: {
  category: GalleryCategory | 'all';
  onCategoryChange: (category: GalleryCategory | 'all') => void;
  total: number | undefined;
}) {
  const filterId = useId();
  return (
    <>
      <div className="gallery-toolbar">
        <label htmlFor={filterId} className="gallery-toolbar__label">
          Category
        </label>
        <select
          id={filterId}
          className="field__control gallery-toolbar__select"
          value={category}
          onChange={(event) => onCategoryChange(event.target.value as GalleryCategory | 'all')}
        >
          <option value="all">All categories</option>
          {orderedGalleryCategories.map(({ key, label }) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
        {total === undefined ? null : (
          <p className="gallery-toolbar__count" role="status">
            {imageCount(total)}
          </p>
        )}
      </div>

      <aside className="gallery-info" aria-label="About uploads">
        <Info aria-hidden="true" />
        <p>
          Upload JPG, PNG, GIF or WebP images of up to {maxSizeLabel}, at most{' '}
          {uploadLimits.maxFiles} at a time. Location and camera details are removed from every
          photo, and smaller copies are made for the public page a moment after an upload. Hidden
          images stay here but not on the public gallery.
        </p>
      </aside>
    </>
  );
}

/** Staff gallery management: upload, refresh, filter, edit, hide, tag and delete images. */
export function GalleryManager({ headerActions, machines }: GalleryManagerProps) {
  const [category, setCategory] = useState<GalleryCategory | 'all'>('all');
  const images = useStaffGalleryImages(category === 'all' ? undefined : category);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<GalleryImage | null>(null);
  const remove = useConfirmDelete({
    mutation: deleteGalleryImageMutation,
    successToast: successToastOf(
      'Image Deleted',
      (image: GalleryImage) => `${image.originalName} was removed from the gallery.`,
    ),
    failure: 'Failed to delete gallery image',
    errorToast: { title: 'Delete Error', serverMessage: true },
  });

  return (
    <>
      <StaffPageHeader
        title="Gallery Upload"
        description="The photos on the public gallery page. Hidden ones stay here only."
        actions={
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => setUploading(true)}
          >
            <ImageUp aria-hidden="true" />
            Upload New Image
          </button>
        }
        refresh={images}
        headerActions={headerActions}
      />

      <GalleryToolbar
        category={category}
        onCategoryChange={setCategory}
        total={images.data?.total}
      />

      <PagedList
        query={images}
        loading="Loading images..."
        error="Failed to load gallery images"
        empty={
          category === 'all'
            ? 'No images in the gallery yet.'
            : `No ${galleryCategoryDisplay[category].label} images.`
        }
        showMore="Load more images"
        countOf={imageCount}
      >
        {(list) => (
          <GalleryTable
            images={list.items}
            machines={machines}
            onEdit={setEditing}
            onDelete={remove.ask}
          />
        )}
      </PagedList>

      <UploadImageDialog open={uploading} machines={machines} onClose={() => setUploading(false)} />
      <EditImageDialog image={editing} machines={machines} onClose={() => setEditing(null)} />
      {/* The spec's confirmation before an image and its stored files are deleted. */}
      <ConfirmDialog
        title="Delete image?"
        description={<p>Are you sure you want to delete this image?</p>}
        {...remove.dialog}
      >
        {remove.item ? (
          <div className="delete-image">
            <GalleryPicture image={remove.item} sizes="6rem" className="delete-image__preview" />
            <strong className="delete-image__name">{remove.item.originalName}</strong>
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
