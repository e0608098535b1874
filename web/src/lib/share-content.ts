/** What a share card shows (the messaging app's share calls and the demo's emulation). */
export type ShareContent = { title: string; desc: string; link: string; imgUrl: string };
