import { newProduct } from '../../test/factories';
import { addLine, setLineQuantity } from './cartLines';

describe('Cart quantity vs stock', () => {
  it('never holds more of a product than its stock', () => {
    const bat = newProduct({ stock: 2 });
    let lines = addLine([], bat);
    lines = addLine(lines, bat);
    lines = addLine(lines, bat);
    expect(lines).toEqual([expect.objectContaining({ productId: bat.id, quantity: 2 })]);
    expect(setLineQuantity(lines, bat.id, 9)[0].quantity).toBe(2);
    expect(setLineQuantity(lines, bat.id, 0)[0].quantity).toBe(1);
    expect(addLine([], newProduct({ stock: 0 }))).toEqual([]);
  });
});
