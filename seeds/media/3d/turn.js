// The 3D pages' script (/media/3d/turn.js, written by make-media.ts), a file of its own: the server's CSP (script-src 'self') runs no inline
// script. Drag to turn the cube (it stays where it is let go); in the English interface (the
// app's `lang` cookie) the page is titled and labelled in English.
(() => {
  const english = /(?:^|;\s*)lang=en(?:;|$)/.test(document.cookie);
  const root = document.documentElement;
  if (english) {
    root.lang = 'en';
    document.title = root.dataset.titleEn || document.title;
    const scene = document.getElementById('scene');
    if (scene) scene.title = 'Drag to turn';
  }

  const scene = document.getElementById('scene');
  const cube = document.getElementById('cube');
  if (!scene || !cube) return;
  let start = null;
  let y = 0;
  let x = -16;
  scene.addEventListener('pointerdown', (e) => {
    start = [e.clientX, e.clientY, y, x];
    scene.classList.add('paused');
    scene.setPointerCapture(e.pointerId);
  });
  scene.addEventListener('pointermove', (e) => {
    if (!start) return;
    y = start[2] + (e.clientX - start[0]) / 2;
    x = start[3] - (e.clientY - start[1]) / 2;
    cube.style.animation = 'none';
    cube.style.transform = `rotateX(${x}deg) rotateY(${y}deg)`;
  });
  scene.addEventListener('pointerup', () => {
    start = null;
  });
})();
