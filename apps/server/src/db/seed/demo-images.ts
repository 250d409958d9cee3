import { PNG } from 'pngjs';

/** Small real files for the demo: shelf photos and objective pictures as PNG, playbooks as PDF. */

type Rgb = [number, number, number];

const PALETTES: { wall: Rgb; shelf: Rgb; boxes: Rgb[] }[] = [
  {
    wall: [236, 239, 241],
    shelf: [121, 85, 72],
    boxes: [
      [211, 47, 47],
      [25, 118, 210],
      [251, 192, 45],
    ],
  },
  {
    wall: [232, 245, 233],
    shelf: [93, 64, 55],
    boxes: [
      [56, 142, 60],
      [255, 143, 0],
      [69, 90, 100],
    ],
  },
  {
    wall: [227, 242, 253],
    shelf: [66, 66, 66],
    boxes: [
      [0, 105, 92],
      [194, 24, 91],
      [255, 235, 59],
    ],
  },
  {
    wall: [255, 243, 224],
    shelf: [109, 76, 65],
    boxes: [
      [230, 81, 0],
      [40, 53, 147],
      [139, 195, 74],
    ],
  },
  {
    wall: [243, 229, 245],
    shelf: [78, 52, 46],
    boxes: [
      [123, 31, 162],
      [0, 151, 167],
      [244, 67, 54],
    ],
  },
  {
    wall: [250, 250, 250],
    shelf: [55, 71, 79],
    boxes: [
      [255, 87, 34],
      [3, 169, 244],
      [76, 175, 80],
    ],
  },
];

const WIDTH = 320;
const HEIGHT = 240;

/** A store shelf: a wall, three shelves and rows of product boxes; `variant` picks colours and layout. */
function shelfPhoto(variant: number): Buffer {
  const palette = PALETTES[variant % PALETTES.length];
  const png = new PNG({ width: WIDTH, height: HEIGHT, colorType: 2 });
  const boxWidth = 18 + (variant % 4) * 6;
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = Math.floor(y / 80);
    const inRow = y % 80;
    for (let x = 0; x < WIDTH; x += 1) {
      let colour: Rgb = palette.wall;
      if (inRow >= 70) colour = palette.shelf;
      else if (inRow >= 22 + ((x / boxWidth + row + variant) % 3) * 6) {
        const box = Math.floor(x / boxWidth);
        const gap = x % boxWidth < 2;
        if (!gap) colour = palette.boxes[(box + row + variant) % palette.boxes.length];
      }
      const i = (y * WIDTH + x) * 4;
      png.data[i] = colour[0];
      png.data[i + 1] = colour[1];
      png.data[i + 2] = colour[2];
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}

let photos: Buffer[] | undefined;

/** Twelve distinct shelf photos, made once per process. */
export function demoPhotos(): Buffer[] {
  photos ??= Array.from({ length: 12 }, (_, i) => shelfPhoto(i));
  return photos;
}

/** A one-page PDF whose page shows `title` (a real, valid file). */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '').slice(0, 60);
  const stream = `BT /F1 20 Tf 60 720 Td (${text}) Tj 0 -32 Td /F1 12 Tf (Fieldops demo playbook) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
