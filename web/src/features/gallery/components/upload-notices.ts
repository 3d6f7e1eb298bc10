import { uploadLimits } from '@venue/contracts/gallery';

import { toast } from '@/lib/toast';
import { isTooLarge, looksLikeImage, maxSizeLabel } from '@/lib/upload-rules';

import type { UploadOutcome } from '../hooks/use-gallery-upload';

/**
 * The files of a choice that may be uploaded, and what is wrong with the others (each toasted
 * too). Over the limit, the choice is refused whole: no `accepted`, and what was chosen stays.
 */
export function checkChosenFiles(chosen: File[]): { accepted?: File[]; problems: string[] } {
  if (chosen.length > uploadLimits.maxFiles) {
    const message = `Please select no more than ${uploadLimits.maxFiles} files`;
    toast({ title: 'Too Many Files', description: message, variant: 'error' });
    return { problems: [message] };
  }
  const problems: string[] = [];
  const accepted = chosen.filter((file) => {
    if (!looksLikeImage(file)) {
      const message = `${file.name} is not an image file`;
      toast({ title: 'Invalid File', description: message, variant: 'error' });
      problems.push(message);
      return false;
    }
    if (isTooLarge(file)) {
      const message = `${file.name} is larger than ${maxSizeLabel}`;
      toast({ title: 'File Too Large', description: message, variant: 'error' });
      problems.push(message);
      return false;
    }
    return true;
  });
  return { accepted, problems };
}

/**
 * Toasts how an upload went and gives the notice to keep on the form: none when every image is
 * in, else which were not. `doneBefore` counts images uploaded by an earlier try.
 */
export function sayUploadOutcome(
  { uploaded, failed }: UploadOutcome,
  { batch, doneBefore }: { batch: boolean; doneBefore: number },
): string | null {
  if (failed.length === 0) {
    toast(
      batch
        ? {
            title: 'Batch Upload Complete',
            description: `Successfully uploaded ${uploaded.length} images to gallery`,
            variant: 'success',
          }
        : {
            title: 'Image Uploaded',
            description: `${uploaded[0]?.file.name ?? 'The image'} is in the gallery.`,
            variant: 'success',
          },
    );
    return null;
  }
  if (!batch) {
    if (failed[0]?.progress.state === 'failed' && failed[0].progress.stage === 'record') {
      toast({
        title: 'Upload Error',
        description: 'Failed to upload gallery image',
        variant: 'error',
      });
    }
  } else if (uploaded.length + doneBefore === 0) {
    toast({ title: 'Upload Error', description: 'Failed to upload files', variant: 'error' });
  } else {
    toast({
      title: 'Batch Upload Error',
      description: 'Some images failed to upload',
      variant: 'error',
    });
  }
  return failed.length === 1
    ? `${failed[0]?.file.name} was not uploaded. Upload again to retry it.`
    : `${failed.length} images were not uploaded. Upload again to retry them.`;
}
