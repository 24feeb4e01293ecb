export default function MoneyMapPage() {
  return <h1>Money Maps</h1>;
}
