export default function Home() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare React Router home page.</p>
    </main>
  );
}
