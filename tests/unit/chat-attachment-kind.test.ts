import { describe, expect, it } from 'vitest';
import { attachmentKind, isPlayableType } from '../../client/src/shell/attachments/attachment-kind.js';

describe('cómo se muestra un adjunto del chat (SPEC punto 5)', () => {
  it.each([
    ['radiografia.JPG', 'image'],
    ['foto.jpeg', 'image'],
    ['estudio.png', 'image'],
    ['animacion.gif', 'image'],
    ['video.mp4', 'video'],
    ['clip.MOV', 'video'],
    ['nota.wav', 'video'],
    ['nota.wma', 'video'],
    ['audio.mp3', 'audio'],
    ['audio.mpeg', 'audio'],
    ['audio.wmv', 'audio'],
    ['audio.avi', 'audio'],
    ['resultados.pdf', 'file'],
    ['sin-extension', 'file'],
    ['archivo.png.exe', 'file'],
    ['.png', 'image'],
  ])('%s → %s', (name, kind) => {
    expect(attachmentKind(name)).toBe(kind);
  });

  it('solo muestra en la página imágenes y medios reales; un HTML o SVG con nombre de imagen se descarga', () => {
    expect(isPlayableType('image', 'image/png')).toBe(true);
    expect(isPlayableType('image', 'image/svg+xml')).toBe(false);
    expect(isPlayableType('image', 'text/html')).toBe(false);
    expect(isPlayableType('video', 'audio/wav')).toBe(true);
    expect(isPlayableType('audio', 'application/octet-stream')).toBe(false);
    expect(isPlayableType('file', 'image/png')).toBe(false);
  });
});
