// Hands a picture to the user: the phone's share sheet with the file where the browser can share files
// (Web Share API level 2), a download otherwise. The user closing the share sheet is 'cancelled', not a fault.

export type PictureOutcome = 'shared' | 'downloaded' | 'cancelled';

interface FileSharer {
  canShare?: (data: { files: File[] }) => boolean;
  share?: (data: { files: File[]; title?: string }) => Promise<void>;
}

/** A download link's object URL is kept this long, then released: the browser has copied it long before. */
const URL_LIFETIME_MS = 60_000;

export async function sharePicture(
  blob: Blob,
  fileName: string,
  title: string,
  sharer: FileSharer | undefined = globalThis.navigator,
  doc: Document = document,
): Promise<PictureOutcome> {
  const file = new File([blob], fileName, { type: blob.type || 'image/png' });
  if (
    typeof sharer?.canShare === 'function' &&
    typeof sharer.share === 'function' &&
    sharer.canShare({ files: [file] })
  ) {
    try {
      await sharer.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // Refused (not allowed here, say): the download still gets the picture to the user.
    }
  }
  const url = URL.createObjectURL(blob);
  const link = Object.assign(doc.createElement('a'), { href: url, download: fileName });
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
  return 'downloaded';
}

/** A file name of letters, digits and dashes only: 'tikam-number-1234.png'. */
export function pictureFileName(...parts: readonly string[]): string {
  const name = parts
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    )
    .filter((part) => part !== '')
    .join('-');
  return `${name || 'picture'}.png`;
}
