export default function Page() {
  return <h1>Framework floor</h1>;
}
