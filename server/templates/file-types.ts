// A file's type, by its extension: an agent opens a document and refuses a program ("invoice.exe"),
// and a name's last part is otherwise a category only once it repeats (see slot-domain.ts). Any
// extension not listed reads as "other", so names with dots that are no files ("jane.doe", a
// domain's "com") are one category, and a new listed type is predicted before it is served.

const KNOWN = new Set(
  [
    // documents, text and data
    'pdf doc docx odt rtf txt md tex xls xlsx ods csv tsv ppt pptx odp key pages numbers epub json xml yaml yml toml ini log sql',
    // images, audio, video
    'jpg jpeg png gif bmp tif tiff webp svg heic ico psd mp3 wav flac ogg m4a aac mp4 mov avi mkv webm wmv',
    // archives and disk images
    'zip rar 7z tar gz tgz bz2 xz iso dmg img',
    // programs, scripts, installers and macros: what a mail filter blocks
    'exe msi bat cmd scr pif cpl vbs vbe js jse wsf wsh ps1 psm1 sh bash jar apk app deb rpm run bin dll so lnk hta reg docm xlsm pptm py rb pl php',
    // web pages
    'html htm css',
  ]
    .join(' ')
    .split(' '),
);

/** A file name with an extension, maybe in a path or a link ("Q3 report.pdf", "docs/setup.EXE"). */
const FILE_NAME = /^(?:[^@]*[/\\])?([^@/\\]+)\.([A-Za-z0-9]{1,5})$/u;

export function fileTypeOf(value: string): string | null {
  const name = FILE_NAME.exec(value);
  if (!name || !/\p{L}/u.test(name[2])) return null;
  const extension = name[2].toLowerCase();
  return KNOWN.has(extension) ? extension : 'other';
}
