import type { GalleryImage } from '@venue/contracts/gallery';
import { Eye, EyeOff } from 'lucide-react';

import { DataTable } from '@/components/ui/table/data-table';
import { RowActions } from '@/components/ui/table/row-actions';
import { formatVenueDate } from '@/lib/venue-time';

import { galleryCategoryDisplay } from '../gallery-categories';
import { machineName, type Machines } from '../machines';
import { GalleryPicture } from './gallery-picture';

type GalleryTableProps = {
  images: GalleryImage[];
  machines: Machines;
  onEdit: (image: GalleryImage) => void;
  onDelete: (image: GalleryImage) => void;
};

/** Every image with its preview, names, category, machine, description, date and visibility. */
export function GalleryTable({ images, machines, onEdit, onDelete }: GalleryTableProps) {
  return (
    <DataTable
      label="Gallery images"
      className="gallery-table"
      columns={[
        'Preview',
        'Name and stored filename',
        'Category',
        'Machine',
        'Description',
        'Uploaded',
        'Visible/Hidden',
      ]}
    >
      {images.map((image) => {
        const category = galleryCategoryDisplay[image.category];
        return (
          <tr key={image.id}>
            <td className="gallery-table__preview">
              <GalleryPicture image={image} sizes="5rem" className="gallery-table__thumb" />
            </td>
            <th scope="row" className="gallery-table__name">
              <span className="gallery-table__display-name">{image.originalName}</span>
              <code className="gallery-table__filename">{image.filename}</code>
            </th>
            <td data-label="Category">
              <span className={`gallery-badge accent-${category.accent}`}>{category.label}</span>
            </td>
            <td data-label="Machine" className="gallery-table__machine">
              {image.gameId ? (
                machineName(image.gameId, machines)
              ) : (
                <span className="gallery-table__none">None</span>
              )}
            </td>
            <td data-label="Description" className="gallery-table__description">
              {image.description}
            </td>
            <td data-label="Uploaded" className="gallery-table__date">
              {formatVenueDate(new Date(image.uploadedAt))}
            </td>
            <td data-label="Visibility">
              {image.isVisible ? (
                <span className="visibility visibility--shown">
                  <Eye aria-hidden="true" />
                  Visible
                </span>
              ) : (
                <span className="visibility visibility--hidden">
                  <EyeOff aria-hidden="true" />
                  Hidden
                </span>
              )}
            </td>
            <RowActions
              label={image.originalName}
              onEdit={() => onEdit(image)}
              onDelete={() => onDelete(image)}
            />
          </tr>
        );
      })}
    </DataTable>
  );
}
