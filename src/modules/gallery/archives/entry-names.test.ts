import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EntryNames, safePart } from './entry-names.js';

test('a name part cannot leave its folder, hide, or carry characters an unzip would choke on', () => {
  assert.equal(safePart('IMG_0001.jpg', 'x'), 'IMG_0001.jpg');
  assert.equal(safePart('../../etc/passwd', 'x'), '_._etc_passwd');
  assert.equal(safePart('..', 'x'), 'x');
  assert.equal(safePart('a\\b/c', 'x'), 'a_b_c');
  assert.equal(safePart('tab\there\u0000.jpg', 'x'), 'tabhere.jpg');
  // Right-to-left override: `photo\u202Egpj.exe` shows as `photoexe.jpg`.
  assert.equal(safePart('photo\u202egpj.exe', 'x'), 'photogpj.exe');
  assert.equal(safePart('.hidden.jpg', 'x'), 'hidden.jpg');
  assert.equal(safePart('Wedding. ', 'x'), 'Wedding');
  assert.equal(safePart('what?<is>:this*|"', 'x'), 'what__is__this___');
  assert.equal(safePart('CON.jpg', 'x'), '_CON.jpg');
  assert.equal(safePart('Été à Noël 🎄.jpg', 'x'), 'Été à Noël 🎄.jpg');
  assert.equal(safePart('\ud800.jpg', 'x'), '\ufffd.jpg');
});

test('a long name is cut to 240 bytes of whole characters, its extension kept', () => {
  const cut = safePart(`${'é'.repeat(200)}.jpeg`, 'x');
  assert.ok(Buffer.byteLength(cut) <= 240, `${Buffer.byteLength(cut)} bytes`);
  assert.match(cut, /^é+\.jpeg$/);
  assert.equal(safePart('🎄'.repeat(100), 'x'), '🎄'.repeat(60));
});

test('each entry name is given once, compared as a case-insensitive file system would', () => {
  const names = new EntryNames();
  const ceremony = names.folder('Ceremony');
  assert.equal(ceremony, 'Ceremony');
  assert.equal(names.folder('ceremony'), 'ceremony (2)');
  assert.equal(names.folder(''), 'Gallery');
  assert.equal(names.file(ceremony, 'IMG_1.jpg'), 'Ceremony/IMG_1.jpg');
  assert.equal(names.file(ceremony, 'img_1.JPG'), 'Ceremony/img_1 (2).JPG');
  assert.equal(names.file(ceremony, 'IMG_1.jpg'), 'Ceremony/IMG_1 (3).jpg');
  assert.equal(names.file(ceremony, 'IMG_1 (2).jpg'), 'Ceremony/IMG_1 (2) (2).jpg');
  assert.equal(names.file('ceremony (2)', 'IMG_1.jpg'), 'ceremony (2)/IMG_1.jpg');
  assert.equal(names.file(ceremony, 'README'), 'Ceremony/README');
  assert.equal(names.file(ceremony, 'readme'), 'Ceremony/readme (2)');
});
