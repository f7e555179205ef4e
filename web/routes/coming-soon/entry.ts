export interface ComingSoonEntry {
  title: string;
  area: string;
  description: string;
}
