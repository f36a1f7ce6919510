// The icons of the web app manifest: the SVG as drawn (`site/icons/icon.svg`) and PNGs rendered from
// it with sharp at each size of `iconSizes`, so there is one drawing and no binary file to keep.
import type {APIRoute, GetStaticPaths} from 'astro'
import sharp from 'sharp'
import svg from '../../icons/icon.svg?raw'
import {iconSizes} from '../../lib/urls.ts'

export const getStaticPaths = (() => [{params: {file: 'icon.svg'}, props: {size: null}}, ...iconSizes.map((size) => ({params: {file: `icon-${size}.png`}, props: {size}}))]) satisfies GetStaticPaths

export const GET: APIRoute<{size: number | null}> = async ({props}) => {
  if (props.size === null) return new Response(svg, {headers: {'content-type': 'image/svg+xml'}})
  const png = await sharp(Buffer.from(svg), {density: (72 * props.size) / 512})
    .resize(props.size, props.size)
    .png()
    .toBuffer()
  return new Response(new Uint8Array(png), {headers: {'content-type': 'image/png'}})
}
