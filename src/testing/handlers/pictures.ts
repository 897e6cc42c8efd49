/**
 * The product pictures as the portal serves them: /dbpics/{id}.{type} drawn
 * from the id (the fixtures name them .jpg; the picture is the same SVG
 * whatever the type) and /img/no_photo.gif. Relative to the page origin.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { IMAGE_FALLBACK, IMAGE_PATH_PREFIX } from '../../core/constants';
import { noPhotoGif, productSvg } from '../pictures';

export function pictureHandlers(): HttpHandler[] {
  return [
    http.get(`${IMAGE_PATH_PREFIX}:file`, ({ params }) => {
      const id = /^(\d{1,9})\.\w+$/.exec(String(params.file))?.[1];
      if (id === undefined) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(productSvg(Number(id)), { headers: { 'Content-Type': 'image/svg+xml' } });
    }),
    http.get(IMAGE_FALLBACK, () => new HttpResponse(noPhotoGif(), { headers: { 'Content-Type': 'image/gif' } })),
  ];
}
