import { unzipSync, zipSync, strToU8, strFromU8 } from 'fflate';
import { describe, expect, test } from 'vitest';
import { buildUploadZip, UploadZipError, uploadZipMessages, UPLOAD_ZIP_NAME } from './build-upload-zip';

const text = (name: string, content: string, type = 'text/plain') => new File([content], name, { type });
const zipFile = (name: string, entries: Record<string, string | null>) =>
  new File(
    [
      zipSync(
        Object.fromEntries(
          Object.entries(entries).map(([path, content]) => [path, content === null ? {} : strToU8(content)]),
        ) as Parameters<typeof zipSync>[0],
      ) as BlobPart,
    ],
    name,
    { type: 'application/zip' },
  );

async function contentsOf(file: File): Promise<Record<string, string>> {
  const entries = unzipSync(new Uint8Array(await file.arrayBuffer()));
  return Object.fromEntries(Object.entries(entries).map(([path, data]) => [path, strFromU8(data)]));
}

describe('buildUploadZip (learning-app.md §8: files.zip of the chosen files, zips unpacked first)', () => {
  test('the chosen files go into files.zip by their names', async () => {
    const zip = await buildUploadZip([text('main.py', 'print(1)'), text('notes.txt', 'hello')]);
    expect(zip.name).toBe(UPLOAD_ZIP_NAME);
    expect(zip.type).toBe('application/zip');
    expect(await contentsOf(zip)).toEqual({ 'main.py': 'print(1)', 'notes.txt': 'hello' });
  });

  test('a chosen zip is unpacked: its files go in with their folders, folder entries are dropped', async () => {
    const archive = zipFile('project.zip', {
      'game/': null,
      'game/main.py': 'print(2)',
      'game/assets/cat.txt': 'meow',
    });
    const zip = await buildUploadZip([archive, text('readme.txt', 'read me')]);
    expect(await contentsOf(zip)).toEqual({
      'game/main.py': 'print(2)',
      'game/assets/cat.txt': 'meow',
      'readme.txt': 'read me',
    });
  });

  test('the same name twice gets a number; unsafe paths are made safe', async () => {
    const archive = zipFile('more.zip', { '../../etc/main.py': 'evil', 'main.py': 'again' });
    const zip = await buildUploadZip([text('main.py', 'first'), archive]);
    expect(await contentsOf(zip)).toEqual({
      'main.py': 'first',
      'etc/main.py': 'evil',
      'main (2).py': 'again',
    });
  });

  test('no files, too many files and a damaged zip are refused before uploading', async () => {
    await expect(buildUploadZip([])).rejects.toThrow(uploadZipMessages.noFiles);
    await expect(buildUploadZip([zipFile('empty.zip', { 'folder/': null })])).rejects.toThrow(
      uploadZipMessages.noFiles,
    );
    const many = Array.from({ length: 51 }, (_, i) => text(`file-${i}.txt`, String(i)));
    await expect(buildUploadZip(many)).rejects.toThrow(uploadZipMessages.tooManyFiles);
    const damaged = new File(['PK not really a zip'], 'broken.zip', { type: 'application/zip' });
    const error = await buildUploadZip([damaged]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadZipError);
    expect((error as Error).message).toBe(uploadZipMessages.damaged);
  });

  test('more than 100 MB once unpacked is refused from the archive directory, before inflating (ADR 0087)', async () => {
    // 101 MB of zeros deflates to about 100 KB: a small zip bomb.
    const bomb = new File(
      [zipSync({ 'zeros.bin': new Uint8Array(101 * 1024 * 1024) }) as BlobPart],
      'bomb.zip',
      {
        type: 'application/zip',
      },
    );
    expect(bomb.size).toBeLessThan(1024 * 1024);
    await expect(buildUploadZip([bomb])).rejects.toThrow(uploadZipMessages.tooBigUnpacked);
  });

  test('a file named .zip that is not a zip by content is damaged; a .docx goes in as it is', async () => {
    const renamed = text('project.zip', 'just some text');
    await expect(buildUploadZip([renamed])).rejects.toThrow(uploadZipMessages.damaged);
    const docx = zipFile('essay.docx', { 'word/document.xml': '<w:document/>' });
    const zip = await buildUploadZip([new File([docx], 'essay.docx')]);
    expect(Object.keys(await contentsOf(zip))).toEqual(['essay.docx']);
  });

  test('an archive over 20 MB is refused', async () => {
    // Random bytes do not compress.
    const big = new Uint8Array(20 * 1024 * 1024 + 1024);
    for (let i = 0; i < big.length; i += 65536) crypto.getRandomValues(big.subarray(i, i + 65536));
    await expect(buildUploadZip([new File([big], 'video.bin')])).rejects.toThrow(uploadZipMessages.tooBig);
  });
});
