/** A return's damage photos as small thumbnails, each opening the full image. */
export function ReturnPhotos({ photos }: { photos: string[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Fotoğraflar">
      {photos.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            <img src={url} alt={`Fotoğraf ${i + 1}`} loading="lazy" className="h-16 w-16 rounded border object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}
