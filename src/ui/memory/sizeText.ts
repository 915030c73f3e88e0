const MB = 1024 * 1024;
const GB = 1024 * MB;

/** A storage size for people: "512.0 MB", or "10.0 GB" once past a gigabyte (never "10247.0 MB"). */
export function sizeText(bytes: number): string {
  return bytes >= GB ? `${(bytes / GB).toFixed(1)} GB` : `${(bytes / MB).toFixed(1)} MB`;
}
