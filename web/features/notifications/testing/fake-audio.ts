// A stand-in for the browser's Audio in unit tests: records the volume of each sound played. Install it with
// vi.stubGlobal('Audio', FakeAudio) and empty FakeAudio.played before each test.
export class FakeAudio {
  static played: number[] = [];
  volume = 1;
  constructor(readonly src: string) {}
  play() {
    FakeAudio.played.push(this.volume);
    return Promise.resolve();
  }
}
