export function meta() {
  return [{ title: "Guildforge — blacksmithing classes near you" }];
}

export default function Home() {
  return (
    <main>
      <h1>Guildforge</h1>
    </main>
  );
}
